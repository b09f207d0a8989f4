import Foundation
import Testing
@testable import UIKit

/// A photo board that reorders its photos by drag and drop and takes images dropped from
/// elsewhere, as apps write it (the shape of Apple's PhotoAlbum sample).
@MainActor
final class PhotoBoardController: UICollectionViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
  var photos = ["Lake", "Dune", "Fjord", "Mesa"]
  private(set) var events: [String] = []

  init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
    collectionView.dragInteractionEnabled = true
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
    let photo = photos[indexPath.item]
    let item = UIDragItem(itemProvider: NSItemProvider(object: UIImage(named: photo)!))
    item.localObject = photo
    return [item]
  }

  func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) { events.append("begin") }

  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
    session.hasItemsConforming(toTypeIdentifiers: UIImage.readableTypeIdentifiersForItemProvider)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    if session.localDragSession != nil {
      return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
    let destination = coordinator.destinationIndexPath ?? IndexPath(item: photos.count, section: 0)
    for item in coordinator.items {
      guard let source = item.sourceIndexPath, let photo = item.dragItem.localObject as? String else { continue }
      collectionView.performBatchUpdates {
        photos.remove(at: source.item)
        photos.insert(photo, at: destination.item)
        collectionView.deleteItems(at: [source])
        collectionView.insertItems(at: [destination])
      }
      coordinator.drop(item.dragItem, toItemAt: destination)
    }
  }

  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) { events.append("end") }
}

@MainActor @Suite("UIKit: drag and drop, as the app's delegates answer it")
struct DragAndDropTests {
  @Test("A drag within the collection view moves the photo where the drop delegate puts it")
  func reorder() throws {
    let board = PhotoBoardController()
    board.loadViewIfNeeded()
    let drag = UIKitDragAndDrop()
    let operation = drag.drag(in: board.collectionView, from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(operation == .move)
    #expect(board.photos == ["Dune", "Fjord", "Lake", "Mesa"])
    #expect(drag.drops == ["drop Lake to [0,2]"])
    #expect(board.events == ["begin", "end"])
  }

  @Test("Item providers: what an object writes, what a class reads, loaded on the virtual run loop")
  func itemProviders() {
    // The run loop loads are delivered on: the last screen's made while it lives (another
    // test's, when tests run in parallel), else the main one. Held here, it stays the current one.
    let loop = UIKitRunLoop.current
    let provider = NSItemProvider(object: UIImage(named: "Lake")!)
    #expect(provider.registeredTypeIdentifiers == ["public.png", "public.jpeg"])
    #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
    #expect(!provider.hasItemConformingToTypeIdentifier("public.plain-text"))
    #expect(provider.canLoadObject(ofClass: UIImage.self))
    #expect(!provider.canLoadObject(ofClass: String.self))
    final class Box: @unchecked Sendable { var name: String?; var error: (any Error)? }
    let box = Box()
    let progress = provider.loadObject(ofClass: UIImage.self) { image, _ in box.name = (image as? UIImage)?.name }
    // Not before the load returns, as on iOS: when the run loop turns.
    #expect(box.name == nil && progress.completedUnitCount == 0)
    _ = loop.run(for: 0)
    #expect(box.name == "Lake" && progress.completedUnitCount == 1)
    let text = NSItemProvider(object: "Fjord" as NSString)
    text.loadObject(ofClass: String.self) { string, _ in box.name = string }
    provider.loadObject(ofClass: NSString.self) { _, error in box.error = error }
    _ = loop.run(for: 0)
    #expect(box.name == "Fjord")
    #expect((box.error as? NSError)?.localizedDescription == "Cannot load representation of type NSString")
  }
}
