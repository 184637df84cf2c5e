import Foundation
import XCTest
@testable import AnimatorABI

/// The census's missing symbols that need no host: the responder chain and first responder,
/// touches and events, orientations, the device, accessibility, the dispatch constants, alert
/// actions, the collection data-source and flow-layout delegate defaults.
final class UIKitCensusSymbolsTests: XCTestCase {
    /// A responder with a settable next responder, that records the touch calls it handles.
    private final class Link: UIResponder {
        var nextLink: UIResponder?
        var handles = false
        var got: [String] = []
        var mayBecome = false
        var mayResign = true
        override var next: UIResponder? { nextLink }
        override var canBecomeFirstResponder: Bool { mayBecome }
        override var canResignFirstResponder: Bool { mayResign }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            got.append("began \(touches.count)")
            if !handles { super.touchesBegan(touches, with: event) }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            got.append("ended")
            if !handles { super.touchesEnded(touches, with: event) }
        }
    }

    func testTouchesGoUpTheChainUntilOneHandlesThem() {
        let top = Link(), middle = Link(), bottom = Link()
        bottom.nextLink = middle
        middle.nextLink = top
        middle.handles = true
        let touch = UITouch(view: nil, location: CGPoint(x: 3, y: 4), time: 1)
        bottom.touchesBegan([touch], with: UIEvent(touches: [touch], time: 1))
        bottom.touchesEnded([touch], with: nil)
        XCTAssertEqual(bottom.got, ["began 1", "ended"])
        XCTAssertEqual(middle.got, ["began 1", "ended"])
        XCTAssertEqual(top.got, [], "the middle one handled them")
        middle.handles = false
        bottom.touchesCancelled([touch], with: nil)  // not overridden anywhere: passed along to the end
        bottom.touchesBegan([touch], with: nil)
        XCTAssertEqual(top.got, ["began 1"])
        XCTAssertNil(UIResponder().next, "UIKit's default")
    }

    func testOneFirstResponderAtATime() {
        let a = Link(), b = Link(), plain = Link()
        a.mayBecome = true
        b.mayBecome = true
        XCTAssertFalse(plain.becomeFirstResponder(), "canBecomeFirstResponder is false by default")
        XCTAssertTrue(a.becomeFirstResponder())
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertFalse(a.isFirstResponder, "b took it")
        b.mayResign = false
        XCTAssertFalse(a.becomeFirstResponder(), "b refuses to resign")
        XCTAssertTrue(b.isFirstResponder)
        XCTAssertFalse(b.resignFirstResponder())
        b.mayResign = true
        XCTAssertTrue(b.resignFirstResponder())
        XCTAssertFalse(b.isFirstResponder)
        XCTAssertTrue(plain.resignFirstResponder(), "one that is not first responder resigns trivially")
    }

    func testATouchRemembersWhereItWas() {
        let t = UITouch(view: nil, location: CGPoint(x: 10, y: 20), time: 0.5)
        XCTAssertEqual(t.phase, .began)
        XCTAssertEqual(t.location(in: nil), CGPoint(x: 10, y: 20))
        XCTAssertEqual(t.previousLocation(in: nil), CGPoint(x: 10, y: 20))
        t.update(CGPoint(x: 15, y: 18), .moved, time: 0.6)
        t.update(CGPoint(x: 30, y: 10), .moved, time: 0.7)
        XCTAssertEqual(t.location(in: nil), CGPoint(x: 30, y: 10))
        XCTAssertEqual(t.previousLocation(in: nil), CGPoint(x: 15, y: 18))
        XCTAssertEqual(t.timestamp, 0.7)
        XCTAssertEqual(t.phase, .moved)
        XCTAssertEqual([t.tapCount, t.type.rawValue], [1, 0])
        let other = UITouch(view: nil, location: .zero, time: 0)
        XCTAssertEqual(Set([t, t, other]).count, 2, "touches are equal by identity")
        let e = UIEvent(touches: [t], time: 0.7)
        XCTAssertEqual(e.allTouches, [t])
        XCTAssertEqual(e.type, .touches)
        XCTAssertEqual(UITouch.Phase.cancelled.rawValue, 4)
    }

    func testOrientationsUseUIKitsValues() {
        XCTAssertEqual(UIInterfaceOrientation.landscapeLeft.rawValue, 4)
        XCTAssertEqual(UIInterfaceOrientation.landscapeRight.rawValue, 3)
        XCTAssertEqual(UIInterfaceOrientationMask.portrait.rawValue, 2)
        XCTAssertEqual(UIInterfaceOrientationMask.landscape.rawValue, 24)
        XCTAssertEqual(UIInterfaceOrientationMask.all.rawValue, 30)
        XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown.rawValue, 26)
        XCTAssertTrue(UIInterfaceOrientationMask.allButUpsideDown.contains(UIInterfaceOrientationMask(.landscapeRight)))
        XCTAssertFalse(UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        XCTAssertTrue(UIInterfaceOrientation.landscapeLeft.isLandscape)
        XCTAssertTrue(UIDeviceOrientation.faceUp.isFlat)
        XCTAssertFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        XCTAssertEqual(UIStatusBarStyle.darkContent.rawValue, 3)
    }

    func testTheDeviceIsAFixedPhone() {
        let d = UIDevice.current
        XCTAssertTrue(d === UIDevice.current)
        XCTAssertEqual([d.model, d.systemName, d.systemVersion], ["iPhone", "iOS", "17.0"])
        XCTAssertEqual(d.userInterfaceIdiom, .phone)
        // Outside of a transition the screen is the host's default 390 × 844: portrait.
        XCTAssertEqual(d.orientation, .portrait)
        XCTAssertEqual(d.batteryLevel, -1)
        XCTAssertEqual(d.batteryState, .unknown)
        d.isProximityMonitoringEnabled = true
        XCTAssertFalse(d.isProximityMonitoringEnabled, "no sensor: it stays off, as UIKit")
        d.beginGeneratingDeviceOrientationNotifications()
        d.beginGeneratingDeviceOrientationNotifications()
        d.endGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(d.isGeneratingDeviceOrientationNotifications, "counted")
        d.endGeneratingDeviceOrientationNotifications()
        XCTAssertFalse(d.isGeneratingDeviceOrientationNotifications)
        // UIKit's notification names and user-info keys, so observers match what iOS posts.
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        XCTAssertEqual(UIDevice.orientationDidChangeNotification.rawValue, "UIDeviceOrientationDidChangeNotification")
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
    }

    func testDispatchConstantsMakeDelays() {
        let start = DispatchTime(uptimeNanoseconds: 1_000)
        let later = start + Double(NSEC_PER_SEC) * 0.25 / Double(NSEC_PER_SEC)
        XCTAssertEqual(later.uptimeNanoseconds - start.uptimeNanoseconds, 250_000_000)
        XCTAssertEqual(NSEC_PER_SEC, NSEC_PER_MSEC * 1_000)
        XCTAssertEqual(USEC_PER_SEC * NSEC_PER_USEC, NSEC_PER_SEC)
        let n: NSInteger = -3
        XCTAssertEqual(n, -3)
    }

    func testAlertActionsKeepWhatTheyWereMadeWith() {
        var picked: String?
        let a = UIAlertAction(title: "Delete", style: .destructive) { picked = $0.title }
        XCTAssertEqual(a.title, "Delete")
        XCTAssertEqual(a.style, .destructive)
        XCTAssertTrue(a.isEnabled)
        XCTAssertNil(picked, "nothing is shown, so nothing is picked")
        a.handler?(a)
        XCTAssertEqual(picked, "Delete")
        XCTAssertEqual(UIAlertController.Style.alert.rawValue, 1)
    }

    /// A data source and flow-layout delegate that implement only what UIKit requires.
    private final class Minimal: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            fatalError("not asked here")
        }
    }

    func testDataSourceAndFlowDelegateDefaultsAreUIKits() {
        let cv = UICollectionView(size: CGSize(width: 100, height: 100), counts: [3, 4])
        let m = Minimal()
        cv.dataSource = m
        cv.delegate = m
        XCTAssertTrue(cv.dataSource === m)
        XCTAssertEqual(m.numberOfSections(in: cv), 1, "UIKit's default: one section")
        XCTAssertFalse(m.collectionView(cv, canMoveItemAt: IndexPath(item: 0, section: 0)))
        XCTAssertTrue(m.collectionView(cv, shouldSelectItemAt: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(cv.numberOfSections, 2, "the host's counts, not the data source's")
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 30, height: 40)
        flow.minimumLineSpacing = 7
        flow.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(
            m.collectionView(cv, layout: flow, sizeForItemAt: IndexPath(item: 2, section: 1)),
            CGSize(width: 30, height: 40))
        XCTAssertEqual(m.collectionView(cv, layout: flow, minimumLineSpacingForSectionAt: 0), 7)
        XCTAssertEqual(
            m.collectionView(cv, layout: flow, insetForSectionAt: 1), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        )
        XCTAssertEqual(
            m.collectionView(cv, layout: UICollectionViewLayout(), sizeForItemAt: IndexPath(item: 0, section: 0)), .zero
        )
    }
}
