// Accessibility under its own name where Apple's is not: the chart descriptors VoiceOver's Audio
// Graphs read (`AXChartDescriptor` with its axes, series and data points), as an app builds them
// for `accessibilityChartDescriptor(_:)`. They keep every value they are given, and a numeric
// axis describes its values with the app's own closure, so a test can read what VoiceOver would
// say of a point. Nothing is spoken or played here: no assistive technology runs.
