// The layout engines' API speaks in the text module's types (a layout environment's content
// size category, list content's text styles): every module that imports the engines sees them.
@_exported import CollectionSnapshotText
