// Swift Testing's cross-import overlay for CoreGraphics, which Linux toolchains lack: a test
// file that imports both Testing and this package's CoreGraphics module needs a module of this
// name. Apple's overlay adds attachments of images; nothing here.
