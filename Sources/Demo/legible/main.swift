import Showcase

// `legible` is the command line over the bundled catalog: the same program a catalog of your own
// makes.
BundledCatalog.main()
