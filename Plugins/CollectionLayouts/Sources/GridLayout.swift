import AnimatorABI

/// The `grid` plugin: a stock `UICollectionViewFlowLayout`, configured from the parameters
/// as an iOS app configures one in code. The flow layout places items exactly as the host's
/// built-in `grid` (`FlowLayout`) does, and the defaults are the same (UIKit's: 50 × 50 items,
/// 10 points apart, no insets, vertical), so the plugin is a drop-in for it.
enum GridLayoutPlugin: LayoutPlugin {
    static let id = "grid"
    static let name = "Grid layout"
    static let version = "1.0.0"
    static let summary = "Items of one size in justified lines, section after section (UIKit's flow layout)"
    static let author = "TransitionHost"
    static let parameters: [PluginParameter] = [
        .number("item-width", default: 50, in: 1...1000, unit: "pt", help: "Every item's width"),
        .number("item-height", default: 50, in: 1...1000, unit: "pt", help: "Every item's height"),
        .number(
            "spacing", default: 10, in: 0...200, unit: "pt", help: "The least space between items and between lines"),
        .number("inset", default: 0, in: 0...200, unit: "pt", help: "Space kept around each section, on every side"),
        .bool("horizontal", default: false, help: "Scroll sideways: lines are columns"),
        .number(
            "header", default: 0, in: 0...200, unit: "pt", help: "Each section's header, before its items (0: none)")
    ]

    static func makeLayout(parameters p: PluginParameters) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: p.cgFloat("item-width"), height: p.cgFloat("item-height"))
        // One spacing parameter for both: a grid reads best with equal gaps each way.
        layout.minimumInteritemSpacing = p.cgFloat("spacing")
        layout.minimumLineSpacing = p.cgFloat("spacing")
        let inset = p.cgFloat("inset")
        layout.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        layout.scrollDirection = p.bool("horizontal") ? .horizontal : .vertical
        // The flow layout reads the height when scrolling vertically, the width sideways.
        layout.headerReferenceSize = CGSize(width: p.cgFloat("header"), height: p.cgFloat("header"))
        return layout
    }
}
