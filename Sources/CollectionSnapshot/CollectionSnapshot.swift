// The library users import: re-exports every layer of the package.
@_exported import CollectionSnapshotPNG
@_exported import CollectionSnapshotPixels
@_exported import CollectionSnapshotLayout
@_exported import CollectionSnapshotModel
@_exported import CollectionSnapshotRender
@_exported import CollectionSnapshotRuntime
