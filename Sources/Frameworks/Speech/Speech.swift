// Speech under its own name where Apple's is not: recognizers for the locales iOS supports,
// requests, tasks, results and transcriptions, with Apple's signatures. It answers as an iPhone
// simulator with nothing set up: permission is not determined until asked, then granted; a
// recognizer is available, but the device has no microphone (AVFoundation's engine cannot start
// with its input) and nothing recognizes audio, so a task hears no speech. A task ends with the
// errors iOS gives: "No speech detected" when its audio ends or it is finished, "canceled" when it
// is cancelled, and a missing file's error for a file request. Results and transcriptions are real
// values an app or a test can make and read.

@_exported import AVFoundation
