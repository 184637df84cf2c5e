extension PortStubs {
    /// The SDK type an implicit member argument names (`options: [.curveEaseInOut]`:
    /// `UIView.AnimationOptions`; `style: .dark`: `UIBlurEffect.Style`), or nil. A stub method's
    /// parameter of that type compiles the call, where `Any?` cannot (an implicit member needs
    /// a contextual type). Only members one SDK type owns among those transition code passes.
    static func implicitMemberType(_ argument: String) -> String? {
        var t = Substring(argument.trimmingCharacters(in: .whitespaces))
        if t.hasPrefix("[") { t = t.dropFirst().drop { $0 == " " } }
        guard t.hasPrefix(".") else { return nil }
        let name = t.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return implicitMembers[String(name)]
    }

    /// Member name → its SDK type, for the enums and option sets iOS code passes bare (a name
    /// two of them share, such as `.topLeft`, goes to the first listed).
    static let implicitMembers: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            (
                "UIView.AnimationOptions",
                [
                    "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear", "allowUserInteraction",
                    "beginFromCurrentState", "autoreverse", "overrideInheritedDuration", "overrideInheritedCurve",
                    "allowAnimatedContent", "showHideTransitionViews", "overrideInheritedOptions",
                    "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp", "transitionCurlDown",
                    "transitionCrossDissolve", "transitionFlipFromTop", "transitionFlipFromBottom"
                ]
            ),
            (
                "UIView.KeyframeAnimationOptions",
                [
                    "calculationModeLinear", "calculationModeDiscrete", "calculationModePaced",
                    "calculationModeCubic", "calculationModeCubicPaced"
                ]
            ),
            ("UIView.ContentMode", ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw"]),
            ("UIBlurEffect.Style", ["extraLight", "dark", "light", "prominent", "regular", "systemMaterial"]),
            (
                "UIModalPresentationStyle",
                ["fullScreen", "overFullScreen", "overCurrentContext", "pageSheet", "formSheet", "currentContext"]
            ),
            ("UIModalTransitionStyle", ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]),
            (
                "CACornerMask",
                ["layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner"]
            ),
            ("UIRectCorner", ["topLeft", "topRight", "bottomLeft", "bottomRight", "allCorners"]),
            (
                "UIColor",
                [
                    "black", "white", "clear", "red", "green", "blue", "gray", "lightGray", "darkGray", "orange",
                    "yellow", "purple", "brown", "cyan", "magenta", "systemBackground", "label"
                ]
            ),
            ("UINavigationController.Operation", ["push", "pop"]),
            ("UIGestureRecognizer.State", ["began", "changed", "ended", "cancelled", "failed", "possible"])
        ]
        for (type, members) in groups {
            for m in members where table[m] == nil { table[m] = type }
        }
        return table
    }()
}
