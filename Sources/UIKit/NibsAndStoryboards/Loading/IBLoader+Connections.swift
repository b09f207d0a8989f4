import Foundation

extension IBLoader {
  /// Connects an element's `<connections>`: outlets and outlet collections set on the object
  /// through ``IBConnecting``, actions added as targets and actions of controls, bar button
  /// items and gesture recognizers (a First Responder destination is a `nil` target, which
  /// sends along the responder chain). Segues are kept by the storyboard, not connected here.
  func connect(_ element: IBElement, of object: AnyObject) throws {
    var collections: [(name: String, objects: [AnyObject])] = []
    for connection in element.items(of: "connections") {
      guard let destinationID = connection["destination"] else {
        if connection.name == "segue" { continue }
        throw document.error(connection, "<\(connection.name)> has no destination")
      }
      if isDeferred(destinationID) { continue }
      switch connection.name {
      case "outlet":
        guard let property = connection["property"], !property.isEmpty else { throw document.error(connection, "<outlet> has no property") }
        try connector.setOutlet(property, of: object, to: try self.object(id: destinationID, referencedBy: connection))
      case "outletCollection":
        guard let property = connection["property"], !property.isEmpty else { throw document.error(connection, "<outletCollection> has no property") }
        guard let destination = try self.object(id: destinationID, referencedBy: connection) else { continue }
        if let index = collections.firstIndex(where: { $0.name == property }) {
          collections[index].objects.append(destination)
        } else {
          collections.append((property, [destination]))
        }
      case "action":
        guard let selector = connection["selector"], !selector.isEmpty else { throw document.error(connection, "<action> has no selector") }
        let target = try self.object(id: destinationID, referencedBy: connection)
        try addAction(Selector(selector), target: target, to: object, connection: connection)
      case "segue":
        continue
      default:
        throw document.error(connection, "<\(connection.name)> is not a connection Interface Builder makes")
      }
    }
    for (name, objects) in collections {
      try connector.setOutletCollection(name, of: object, to: objects)
    }
  }

  /// Adds an action to what sends it.
  private func addAction(_ selector: Selector, target: AnyObject?, to sender: AnyObject, connection: IBElement) throws {
    switch sender {
    case let control as UIControl:
      control.addTarget(target, action: selector, for: try event(connection))
    case let item as UIBarButtonItem:
      item.target = target
      item.action = selector
    case let recognizer as UIGestureRecognizer:
      recognizer.addTarget(target as Any, action: selector)
    default:
      throw document.error(connection, "an action '\(selector.name)' on \(IBConnector.className(of: sender)), which sends no actions")
    }
  }

  /// The control event of an action (`touchUpInside`, `valueChanged`, …).
  private func event(_ connection: IBElement) throws -> UIControl.Event {
    try values.enumeration(
      connection, "eventType",
      [
        "touchDown": UIControl.Event.touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel, "valueChanged": .valueChanged,
        "primaryActionTriggered": .primaryActionTriggered, "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
      ]) ?? .primaryActionTriggered
  }

  /// Sets an element's user-defined runtime attributes, in the file's order.
  func setRuntimeAttributes(_ element: IBElement, of object: AnyObject) throws {
    for attribute in element.items(of: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
      guard let keyPath = attribute["keyPath"], !keyPath.isEmpty else { throw document.error(attribute, "a runtime attribute without a key path") }
      try connector.setValue(try runtimeValue(attribute), forKeyPath: keyPath, of: object)
    }
  }

  /// A runtime attribute's value by its type.
  private func runtimeValue(_ attribute: IBElement) throws -> Any? {
    let child = attribute.child(key: "value")
    switch attribute["type"] {
    case "boolean"?: return attribute["value"] == "YES"
    case "number"?:
      guard let child else { return try values.number(attribute, "value").map { Double($0) } }
      if child.name == "integer" { return try values.integer(child, "value") }
      return try values.number(child, "value").map { Double($0) }
    case "string"?, "localizedString"?: return attribute["value"] ?? child?.text
    case "color"?: return try child.flatMap { try values.color($0) }
    case "image"?: return values.image(attribute, "value")
    case "point"?: return try child.map { try values.point($0) }
    case "size"?: return try child.map { try values.size($0) }
    case "rect"?: return try child.map { try values.rect($0) }
    case "nil"?, nil: return nil
    case "range"?: return NSRange(location: try values.integer(child ?? attribute, "location") ?? 0, length: try values.integer(child ?? attribute, "length") ?? 0)
    case let other?: throw document.error(attribute, "a runtime attribute of type '\(other)', which Interface Builder does not write")
    }
  }
}
