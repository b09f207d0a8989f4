import Foundation

/// The system's photo picker: presented as any controller is here, where nothing is ever picked
/// (no library or camera exists; its delegate is never called). Its settings are kept.
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
  /// Where the picker takes media from.
  public enum SourceType: Int, Sendable, Hashable {
    /// The photo library.
    case photoLibrary = 0
    /// The camera.
    case camera = 1
    /// The Camera Roll album.
    case savedPhotosAlbum = 2
  }

  /// Which camera takes the picture.
  public enum CameraDevice: Int, Sendable, Hashable {
    case rear = 0, front = 1
  }

  /// Whether the camera takes photos or video.
  public enum CameraCaptureMode: Int, Sendable, Hashable {
    case photo = 0, video = 1
  }

  /// The camera's flash.
  public enum CameraFlashMode: Int, Sendable, Hashable {
    case off = -1, auto = 0, on = 1
  }

  /// A key of the dictionary the delegate receives for picked media.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's string for the key.
    public let rawValue: String
    /// A key by its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The media's type (a uniform type identifier's string).
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The image as picked.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The image as the user edited it.
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The edit's crop rectangle.
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// A movie's file URL.
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// The asset library URL (deprecated in UIKit).
    public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    /// A new photo's metadata.
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    /// A Live Photo.
    public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    /// The Photos asset (deprecated in UIKit).
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    /// The image's file URL.
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }

  /// Where media comes from (UIKit's default: the photo library).
  open var sourceType: SourceType = .photoLibrary
  /// The media types offered (UIKit's default: images only, `public.image`).
  open var mediaTypes: [String] = ["public.image"]
  /// Whether the user may edit what they pick.
  open var allowsEditing = false
  /// The longest movie, in seconds (UIKit's default: 10 minutes).
  open var videoMaximumDuration: TimeInterval = 600
  /// Whether the camera's own controls show.
  open var showsCameraControls = true
  /// The camera used.
  open var cameraDevice: CameraDevice = .rear
  /// Photo or video.
  open var cameraCaptureMode: CameraCaptureMode = .photo
  /// The flash.
  open var cameraFlashMode: CameraFlashMode = .auto
  /// A view over the camera's preview.
  open var cameraOverlayView: UIView?

  /// Whether a source is available on the device: the photo library and the Camera Roll are;
  /// the camera is not, as on the iOS Simulator, where UIKit's own screens are taken.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

  /// The media types a source offers: images and movies where it is available, `nil` otherwise.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
  }

  /// Whether a camera is available (none, as on the Simulator).
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

  /// Whether the flash of a camera is available (no camera is).
  open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

  /// Takes a picture: without a camera, nothing is taken and the delegate is not called.
  open func takePicture() {}
}

/// The delegate of an image picker (every method optional). It is the picker's navigation
/// controller ``UINavigationController/delegate``, as in UIKit, where it must conform to both.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// The user picked media, described by `info`.
  func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The user cancelled.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
