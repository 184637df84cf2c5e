import UIKit

/// An app's glow settings; the file also plays a haptic the SDK does not have.
final class UIGlowStyle {
    var radius: CGFloat = 12
}

func playGlowHaptic() {
    let engine = UIHapticGlowEngineThatDoesNotExist()
    engine.play()
}
