extension UIView {
    /// A cell's background views (collection and table cells alike, as UIKit draws them):
    /// `background` under everything, `selected` above it and under the content, both sized as
    /// the cell; `selected` shown only while `shown` (the cell is selected or highlighted).
    func arrangeCellBackgrounds(_ background: UIView?, _ selected: UIView?, shown: Bool) {
        let full = CGRect(origin: .zero, size: bounds.size)
        if let b = background {
            if b.superview !== self { insertSubview(b, at: 0) }
            b.frame = full
        }
        if let s = selected {
            if s.superview !== self { insertSubview(s, at: background == nil ? 0 : 1) }
            s.frame = full
            s.isHidden = !shown
        }
    }
}
