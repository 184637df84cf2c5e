/// The one rule by which port picks a number it must make up — an initializer's placeholder
/// argument, a stubbed app property's default, a stand-in's answer — from the name the code
/// gives it. One rule, so the same name gets the same number wherever port meets it.
///
/// The numbers are chosen to keep a transition alive and visible on the validator's 390 × 844
/// screen: a wait or a delay is 0 (a paused layer outlasts the transition), a duration 0.35 s,
/// a threshold half way, a font size UIKit's 17 points, an angle or a progress 0, a lower bound 0, an upper bound 1 for
/// fractions and 1000 otherwise; a width, length or distance is a side menu's 240 points (1
/// point is no drawer — masashi-sutou's `drawerWidth: 1` made one a sliver), a height a
/// sheet's 320, a size 160, an inset, margin, padding, offset, spacing or radius 16; anything
/// else is 1 (a factor, a scale, a ratio, a count). An index is 0, the first item, as port's
/// stand-in lists select; other integers are 1.
enum PlausibleNumber {
    /// The literal for a floating-point number (`CGFloat`, `Double`, `TimeInterval`…) named `name`.
    static func floatingPoint(named name: String) -> String {
        let n = name.lowercased()
        if n.contains("wait") || n.contains("delay") { return "0" }
        // A duration, also misspelled (`maxAnimationDuriation`) or in seconds: short, whatever
        // else the name says — it feeds `transitionDuration`, and 1000 s is no transition.
        if n.contains("dur") || n.contains("interval") || n.hasSuffix("time") || n.hasSuffix("seconds") {
            return "0.35"
        }
        if n.hasPrefix("min") { return "0" }
        if n.hasPrefix("max") {
            return ["progress", "percent", "alpha", "scale"].contains(where: n.contains) ? "1" : "1000"
        }
        if n.contains("threshold") { return "0.5" }
        if n.contains("font") { return "17" }
        if ["angle", "progress", "rotation"].contains(where: n.contains) { return "0" }
        // A measure's modifier (`widthFactor`, `heightRatio`) is a plain number, not a length.
        if !["factor", "ratio", "multiplier", "scale", "percent", "fraction"].contains(where: n.contains),
            let measure = firstMeasure(in: n)
        {
            return measure
        }
        if ["inset", "margin", "padding", "offset", "spacing", "radius"].contains(where: n.contains) { return "16" }
        return "1"
    }

    /// The length the first measure word in `lowercased` asks for: the first, since a
    /// method's name comes with its labels (`collectionView _ heightForPhotoAt width` answers
    /// a height; `width` is what it is given).
    private static func firstMeasure(in lowercased: String) -> String? {
        let measures = [("width", "240"), ("length", "240"), ("distance", "240"), ("height", "320"), ("size", "160")]
        return
            measures
            .compactMap { word, value in lowercased.range(of: word).map { ($0.lowerBound, value) } }
            .min { $0.0 < $1.0 }?.1
    }

    /// The literal for an integer named `name`.
    static func integer(named name: String) -> String {
        name.lowercased().contains("index") ? "0" : "1"
    }
}
