import Foundation

/// UIKit's `UIPageControl`: a row of dots, one per page, the current one highlighted. Drawn as
/// UIKit draws it: dots 7 points across, 9 points apart, centred in the bounds (subviews that
/// take no touches; ``currentPageIndicatorTintColor``, UIKit's white, for the current page,
/// ``pageIndicatorTintColor`` for the others). A tap (a touch that ends inside, in interaction
/// plugins) in the half before the current dot goes back a page, in the half after it forward
/// a page, and sends `.valueChanged`, as UIKit's does; setting ``currentPage`` in code sends
/// nothing.
open class UIPageControl: UIControl {
    /// The dots, one per page.
    private var dots: [UIView] = []

    /// The number of pages (UIKit's default: 0).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            draw()
        }
    }
    /// The current page, kept within 0…``numberOfPages`` − 1.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            draw()
        }
    }
    /// Whether it hides with a single page (UIKit's default: false).
    open var hidesForSinglePage = false { didSet { draw() } }
    /// The other dots' colour (nil: white at 30 %).
    open var pageIndicatorTintColor: UIColor? { didSet { draw() } }
    /// The current dot's colour (nil: white).
    open var currentPageIndicatorTintColor: UIColor? { didSet { draw() } }

    /// The size that shows `pageCount` dots: 16 points per dot less the last gap, 26 high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: max(0, CGFloat(pageCount) * 16 - 9), height: 26)
    }
    /// The size of its dots.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The frame; the dots follow.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            draw()
        }
    }

    /// A tap before the current dot goes back a page, after it forward a page.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, numberOfPages > 0 else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        let current = dots.indices.contains(currentPage) ? dots[currentPage].frame.midX : bounds.midX
        let next = p.x < current ? currentPage - 1 : currentPage + 1
        guard (0..<numberOfPages).contains(next) else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    /// Makes one dot per page and places them.
    private func draw() {
        while dots.count < numberOfPages {
            let d = UIView(frame: .zero)
            d.isUserInteractionEnabled = false
            d.layer.cornerRadius = 3.5
            addSubview(d)
            dots.append(d)
        }
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        let total = size(forNumberOfPages: numberOfPages).width
        let b = bounds
        for (i, d) in dots.enumerated() {
            d.frame = CGRect(x: b.midX - total / 2 + CGFloat(i) * 16, y: b.midY - 3.5, width: 7, height: 7)
            d.backgroundColor =
                i == currentPage
                ? currentPageIndicatorTintColor ?? .white : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        }
        let hide = hidesForSinglePage && numberOfPages <= 1
        for d in dots { d.isHidden = hide }
    }
}
