import AnimatorABI

// Layout plugins for SpringyLayoutPluginTests (this file imports the SDK alone, as a plugin
// would): a flow layout, and the same flow layout made springy the way BouncyLayout is — UIKit
// Dynamics on its attributes, driven inside the host's layout calls.

/// A flow layout whose items hang on springs anchored where the flow puts them.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    private var sprung: Set<IndexPath> = []

    override func prepare() {
        super.prepare()
        guard let view = collectionView, let items = super.layoutAttributesForElements(in: view.bounds) else { return }
        for item in items where !sprung.contains(item.indexPath) {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.7
            spring.frequency = 1.5
            animator.addBehavior(spring)
            sprung.insert(item.indexPath)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }
}

enum PlainFlowLayoutPlugin: LayoutPlugin {
    static let id = "test.swift-plain-flow"
    static let name = "Plain flow"
    static let version = "1.0.0"
    static let summary = "UIKit's flow layout with its defaults"
    static let author = "Tests"
    static let parameters: [PluginParameter] = []
    static func makeLayout(parameters p: PluginParameters) -> UICollectionViewFlowLayout {
        UICollectionViewFlowLayout()
    }
}

enum SpringyFlowLayoutPlugin: LayoutPlugin {
    static let id = "test.swift-springy-flow"
    static let name = "Springy flow"
    static let version = "1.0.0"
    static let summary = "The flow layout on springs (UIKit Dynamics on its attributes)"
    static let author = "Tests"
    static let parameters: [PluginParameter] = []
    static func makeLayout(parameters p: PluginParameters) -> SpringyFlowLayout { SpringyFlowLayout() }
}

func plainFlowLayoutPluginDescriptor() -> UnsafeRawPointer { PluginExport.layout(PlainFlowLayoutPlugin.self) }
func springyFlowLayoutPluginDescriptor() -> UnsafeRawPointer { PluginExport.layout(SpringyFlowLayoutPlugin.self) }
