import AnimationCore
import Foundation
import HostContainer
import PluginRuntime
import TextFormat

/// The `layout-transition` check: a layout plugin in the transitions users run it in
/// (`host-cli run --container collection`): a navigation stack whose push and pop are
/// layout-to-layout transitions between the host's grid and the plugin's layout.
///
/// 1. A push scrubbed to halfway by a percent-driven interaction and cancelled must leave the
///    collection exactly as it was: the grid, the same cells (none left over) with the same
///    model and presentation, the same content offset.
/// 2. A push that runs to the end must leave every visible item exactly at the plugin's
///    attributes, and only the visible items with cells.
/// 3. The pop back must leave every visible item exactly at the grid's.
///
/// No step may make the host refuse a value (a diagnostic), and each must end in time.
extension Checks {
    /// The collection the check runs: 40 items in a 390 × 800 collection below the bar.
    static let transitionItems = [40]
    /// The host's grid the plugin's layout is reached from.
    static let transitionGrid = FlowLayout(
        itemSize: Size(width: 60, height: 60), minimumLineSpacing: 10, minimumInteritemSpacing: 10)

    static func layoutTransition(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        let stage = c.stage()
        let layout: PluginLayout
        do {
            layout = try PluginLayout(
                plugin: p, parameters: try ParameterValues(plugin: p.info, assignments: []), bridge: stage.bridge)
        } catch {
            return .fail("create failed with the default parameters: \(error)")
        }
        let engine = stage.engine, log = stage.log
        let area = Size(width: 390, height: 800)
        let grid = CollectionViewController(
            title: "grid", layout: transitionGrid, sections: transitionItems, size: area, engine: engine, log: log)
        let pushed = CollectionViewController(
            title: p.info.id, layout: layout, sections: transitionItems, size: area, engine: engine, log: log)
        pushed.useLayoutToLayoutNavigationTransitions = true
        let nav = NavigationController(
            root: grid, size: Size(width: 390, height: 800 + NavigationController.barHeight),
            defaultAnimator: UnusedAnimator(), engine: engine, log: log)
        let runner = TransitionRunner(engine: engine, clock: VirtualClock(fps: 60), log: log)
        runner.activeTransition = { [unowned nav] in nav.currentTransition }
        let collection = grid.collectionView
        let diagnosticsBefore = log.diagnostics.count
        func settle(_ what: String) -> CheckResult? {
            runner.runUntilIdle(maxFrames: 60 * 20)
            if !runner.isIdle { return .fail("\(what) did not end within 20 s") }
            if let d = log.diagnostics.dropFirst(diagnosticsBefore).first { return .fail("\(what): \(d)") }
            return nil
        }

        // 1. Cancelled halfway: everything back.
        let cells = collection.cells.mapValues { ($0.id, $0.layer.model) }, offset = collection.contentOffset
        let drive = PercentDrivenInteractiveTransition(displayName: "validator")
        nav.push(pushed, interaction: drive)
        runner.step()
        drive.update(0.5)
        for _ in 0..<5 { runner.step() }
        drive.cancel()
        if let f = settle("a push to the layout cancelled halfway") { return f }
        if collection.cells.keys.sorted() != cells.keys.sorted() {
            return .fail(
                "a push to the layout cancelled halfway left \(collection.cells.count) cells where the grid had \(cells.count)"
            )
        }
        for (path, cell) in collection.cells {
            guard let was = cells[path], was.0 == cell.id, was.1 == cell.layer.model,
                cell.layer.presentation == cell.layer.model
            else {
                return .fail(
                    "a push to the layout cancelled halfway did not restore item [\(path.section), \(path.item)] exactly"
                )
            }
        }
        if collection.contentOffset != offset {
            return .fail("a push to the layout cancelled halfway moved the content offset")
        }

        // 2 and 3. To the layout and back, each ending exactly at its attributes.
        nav.push(pushed)
        if let f = settle("a push to the layout") { return f }
        if let wrong = misplaced(collection, layout) { return .fail("after a push to the layout, \(wrong)") }
        nav.pop()
        if let f = settle("the pop back to the grid") { return f }
        if let wrong = misplaced(collection, transitionGrid) {
            return .fail("after the pop back to the grid, \(wrong)")
        }
        return .pass(
            "\(transitionItems[0]) items from a grid to the layout and back, each exactly at its attributes; a push cancelled halfway restored"
        )
    }

    /// What is wrong with `c`'s cells for `layout`, or nil: every visible item has a cell
    /// exactly at its attributes, at rest, and no other item has one.
    static func misplaced(_ c: CollectionView, _ layout: CollectionLayout) -> String? {
        let p = layout.prepare(c.context)
        let shown = p.attributes(in: Rect(origin: c.contentOffset, size: c.view.bounds.size))
        if Set(shown.map(\.path)) != Set(c.cells.keys) {
            return "\(c.cells.count) items have cells where \(shown.count) show"
        }
        for a in shown {
            guard let cell = c.cells[a.path] else { continue }
            let m = cell.layer.model
            guard m.position == a.center, m.bounds.size == a.size, m.transform == a.transform, m.opacity == a.alpha,
                m.isHidden == a.isHidden,
                cell.layer.presentation == m
            else {
                return "item [\(a.path.section), \(a.path.item)] is not exactly at its attributes"
            }
        }
        return nil
    }
}

/// The navigation controller's default animator in the check, never used: every transition
/// the check runs is layout to layout. It completes at once if it ever runs.
private final class UnusedAnimator: AnimatedTransitioning {
    var displayName: String { "unused" }
    func transitionDuration(using context: TransitionContext?) -> Double { 0.25 }
    func animateTransition(using context: TransitionContext) {
        context.completeTransition(!context.transitionWasCancelled)
    }
    func animationEnded(_ transitionCompleted: Bool) {}
}
