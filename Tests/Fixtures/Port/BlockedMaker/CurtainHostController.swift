import UIKit

/// The app's screen that owns the curtain transition; it also plays a sound the SDK cannot.
final class CurtainHostController: UIViewController {
    let depth: CGFloat

    init(depth: CGFloat) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func playChime() {
        let player = UIChimePlayerThatDoesNotExist()
        player.play()
    }
}
