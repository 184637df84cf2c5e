/// Key-value coding on animations, as Core Animation's: an animation is a container for any
/// key (`anim.setValue(layer, forKey: "layer")`, read back in `animationDidStop(_:finished:)`
/// to know which animation ended), and the keys that name its properties read and write them.
/// Foundation on Linux has no key-value coding on `NSObject`, so the SDK gives animations their
/// own. Values come back as they were set (a `CGFloat` stays a `CGFloat`).
extension CAAnimation {
    /// The value for `key`: the property it names, else what was set for it (nil: nothing).
    public func value(forKey key: String) -> Any? {
        if let read = propertyValue(key) { return read }
        return keyedValues[key]
    }

    /// Sets the property `key` names (a value of the wrong type is ignored), or keeps `value`
    /// for `key` (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        if setProperty(key, value) { return }
        keyedValues[key] = value
    }

    /// Core Animation's default for a key: the value a new animation has for the property the
    /// key names, nil for any other key.
    public class func defaultValue(forKey key: String) -> Any? { CAAnimation().propertyValue(key) }

    /// The timing properties by their Core Animation keys.
    private func propertyValue(_ key: String) -> Any? {
        switch key {
        case "duration": return duration
        case "beginTime": return beginTime
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "removedOnCompletion": return isRemovedOnCompletion
        case "fillMode": return fillMode
        case "timingFunction": return timingFunction
        case "keyPath": return (self as? CAPropertyAnimation)?.keyPath
        case "fromValue": return (self as? CABasicAnimation)?.fromValue
        case "toValue": return (self as? CABasicAnimation)?.toValue
        case "byValue": return (self as? CABasicAnimation)?.byValue
        default: return nil
        }
    }

    /// Writes a timing property by its key; false when the key names none.
    private func setProperty(_ key: String, _ value: Any?) -> Bool {
        let number = (value as? NSNumber)?.doubleValue ?? (value as? Double) ?? (value as? CGFloat).map(Double.init)
        switch key {
        case "duration": if let number { duration = number }
        case "beginTime": if let number { beginTime = number }
        case "speed": if let number { speed = Float(number) }
        case "timeOffset": if let number { timeOffset = number }
        case "repeatCount": if let number { repeatCount = Float(number) }
        case "repeatDuration": if let number { repeatDuration = number }
        case "autoreverses": if let b = value as? Bool { autoreverses = b }
        case "removedOnCompletion": if let b = value as? Bool { isRemovedOnCompletion = b }
        case "fillMode": if let m = value as? CAMediaTimingFillMode { fillMode = m }
        case "timingFunction": timingFunction = value as? CAMediaTimingFunction
        case "keyPath" where self is CAPropertyAnimation: (self as? CAPropertyAnimation)?.keyPath = value as? String
        case "fromValue" where self is CABasicAnimation: (self as? CABasicAnimation)?.fromValue = value
        case "toValue" where self is CABasicAnimation: (self as? CABasicAnimation)?.toValue = value
        case "byValue" where self is CABasicAnimation: (self as? CABasicAnimation)?.byValue = value
        default: return false
        }
        return true
    }
}
