/// Key-value coding on layers, as Core Animation's: the keys and key paths that name a layer's
/// properties read and write them (`layer.value(forKeyPath: "transform.rotation.z")`,
/// `setValue(0.5, forKeyPath: "transform.scale")`), and a layer keeps a value for any other key
/// (`layer.setValue(index, forKey: "index")`). Foundation on Linux has no key-value coding, so
/// the SDK gives layers their own.
///
/// The transform's key paths follow Core Animation's decomposition of a transform made of a
/// scale, then a rotation about z, then a translation (what those key paths produce):
/// `scale.x` is the length of the first row's x–y part, `rotation.z` (and `rotation`) its
/// angle, `translation` the fourth row; `scale` reads the x and y scales' mean. Setting one
/// recomposes the transform from the others' current values. Rotations about x and y read 0
/// and cannot be set by key path (a plain transform is the way to them here).
extension CALayer {
    /// The value for `key` (a property's name, or a key set with ``setValue(_:forKey:)``).
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the property `key` names, or keeps `value` for it (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The value at `keyPath`: a property, a part of one (`position.x`, `bounds.size.width`,
    /// `transform.scale.y`…), or a value kept for a key.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let t = TransformKeyPath(keyPath) { return t.read(transform) }
        switch keyPath {
        case "opacity": return opacity
        case "position": return position
        case "position.x": return position.x
        case "position.y": return position.y
        case "bounds": return bounds
        case "bounds.size": return bounds.size
        case "bounds.size.width": return bounds.width
        case "bounds.size.height": return bounds.height
        case "bounds.origin": return bounds.origin
        case "frame": return frame
        case "anchorPoint": return anchorPoint
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "zPosition": return zPosition
        case "cornerRadius": return cornerRadius
        case "backgroundColor": return backgroundColor
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "shadowOpacity": return shadowOpacity
        case "shadowRadius": return shadowRadius
        case "shadowOffset": return shadowOffset
        case "hidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "name": return name
        default: return connection.hint(handle, "kvc." + keyPath, Any?.none)
        }
    }

    /// Sets the value at `keyPath` (a value of the wrong type for a property is ignored).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let n = Self.number(value)
        if let t = TransformKeyPath(keyPath) {
            if let n { transform = t.write(n, into: transform) }
            return
        }
        switch keyPath {
        case "opacity": if let n { opacity = Float(n) }
        case "position": if let p = value as? CGPoint { position = p }
        case "position.x": if let n { position.x = n }
        case "position.y": if let n { position.y = n }
        case "bounds": if let r = value as? CGRect { bounds = r }
        case "bounds.size": if let s = value as? CGSize { bounds.size = s }
        case "bounds.size.width": if let n { bounds.size.width = n }
        case "bounds.size.height": if let n { bounds.size.height = n }
        case "frame": if let r = value as? CGRect { frame = r }
        case "anchorPoint": if let p = value as? CGPoint { anchorPoint = p }
        case "transform": if let t = value as? CATransform3D { transform = t }
        case "zPosition": if let n { zPosition = n }
        case "cornerRadius": if let n { cornerRadius = n }
        case "backgroundColor": backgroundColor = value as? UIColor
        case "borderWidth": if let n { borderWidth = n }
        case "shadowOpacity": if let n { shadowOpacity = Float(n) }
        case "shadowRadius": if let n { shadowRadius = n }
        case "hidden": if let b = value as? Bool { isHidden = b }
        case "masksToBounds": if let b = value as? Bool { masksToBounds = b }
        case "name": name = value as? String
        default: connection.setHint(handle, "kvc." + keyPath, value)
        }
    }

    /// A number of any of the types code passes (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`).
    static func number(_ v: Any?) -> CGFloat? {
        switch v {
        case let d as CGFloat: return d
        case let d as Double: return CGFloat(d)
        case let f as Float: return CGFloat(f)
        case let i as Int: return CGFloat(i)
        case let n as NSNumber: return CGFloat(n.doubleValue)
        default: return nil
        }
    }
}

/// A key path into a layer's transform (`transform.scale.x`, `transform.rotation.z`…).
struct TransformKeyPath {
    enum Part { case scale, rotation, translation }
    let part: Part
    /// "x", "y", "z", or nil for the whole (`transform.scale`, `transform.rotation`).
    let axis: String?

    init?(_ path: String) {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2, parts.count <= 3, parts[0] == "transform" else { return nil }
        switch parts[1] {
        case "scale": part = .scale
        case "rotation": part = .rotation
        case "translation": part = .translation
        default: return nil
        }
        axis = parts.count == 3 ? parts[2] : nil
        if let axis, !["x", "y", "z"].contains(axis) { return nil }
        if part == .translation && axis == nil { return nil }
    }

    /// Scale, rotation about z and translation of `t` (see ``CALayer``'s key-value coding).
    static func components(_ t: CATransform3D) -> (sx: CGFloat, sy: CGFloat, sz: CGFloat, angle: CGFloat) {
        let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        var sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        // A mirrored transform (negative determinant) reads as a negative y scale.
        if t.m11 * t.m22 - t.m12 * t.m21 < 0 { sy = -sy }
        return (sx, sy, t.m33, atan2(t.m12, t.m11))
    }

    func read(_ t: CATransform3D) -> CGFloat {
        let c = Self.components(t)
        switch (part, axis) {
        case (.scale, nil): return (c.sx + c.sy) / 2
        case (.scale, "x"): return c.sx
        case (.scale, "y"): return c.sy
        case (.scale, _): return c.sz
        case (.rotation, nil), (.rotation, "z"): return c.angle
        case (.rotation, _): return 0
        case (.translation, "x"): return t.m41
        case (.translation, "y"): return t.m42
        case (.translation, _): return t.m43
        }
    }

    func write(_ v: CGFloat, into t: CATransform3D) -> CATransform3D {
        var (sx, sy, sz, angle) = Self.components(t)
        var (tx, ty, tz) = (t.m41, t.m42, t.m43)
        switch (part, axis) {
        case (.scale, nil): (sx, sy, sz) = (v, v, v)
        case (.scale, "x"): sx = v
        case (.scale, "y"): sy = v
        case (.scale, _): sz = v
        case (.rotation, nil), (.rotation, "z"): angle = v
        case (.rotation, _): return t
        case (.translation, "x"): tx = v
        case (.translation, "y"): ty = v
        case (.translation, _): tz = v
        }
        var out = CATransform3DMakeScale(sx, sy, sz)
        out = CATransform3DConcat(out, CATransform3DMakeRotation(angle, 0, 0, 1))
        out = CATransform3DConcat(out, CATransform3DMakeTranslation(tx, ty, tz))
        out.m34 = t.m34
        return out
    }
}
