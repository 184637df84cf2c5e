// The Swift 4.0 and 4.1 names of the table, stack, text and control types' nested types, which
// Swift 4.2 renamed (see SwiftRenamedNames.swift): a file written for Swift 4 keeps compiling
// unchanged, with a deprecation warning naming the new spelling. Each alias is exactly the type
// it names.

/// Swift 4's name of ``UITableView/Style``.
@available(*, deprecated, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style
/// Swift 4's name of ``UITableView/ScrollPosition``.
@available(*, deprecated, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
/// Swift 4's name of ``UITableView/RowAnimation``.
@available(*, deprecated, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation
/// Swift 4's name of ``UITableViewCell/SeparatorStyle``.
@available(*, deprecated, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
/// Swift 4's name of ``UITableViewCell/CellStyle``.
@available(*, deprecated, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
/// Swift 4's name of ``UITableViewCell/AccessoryType``.
@available(*, deprecated, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
/// Swift 4's name of ``UITableViewCell/SelectionStyle``.
@available(*, deprecated, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
/// Swift 4's name of ``UITableViewCell/EditingStyle``.
@available(*, deprecated, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
/// Swift 4's name of ``UIStackView/Distribution``.
@available(*, deprecated, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
/// Swift 4's name of ``UIStackView/Alignment``.
@available(*, deprecated, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment
/// Swift 4's name of ``NSLayoutConstraint/Axis``.
@available(*, deprecated, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
/// Swift 4's name of ``UITextField/BorderStyle``.
@available(*, deprecated, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
/// Swift 4's name of ``UITextField/ViewMode``.
@available(*, deprecated, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode
/// Swift 4's name of ``UIActivityIndicatorView/Style``.
@available(*, deprecated, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
/// Swift 4's name of ``UIProgressView/Style``.
@available(*, deprecated, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style
/// Swift 4's name of ``UISearchBar/Style``.
@available(*, deprecated, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style

/// Swift 4's name of ``UITableView/automaticDimension``.
@available(*, deprecated, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension = UITableView.automaticDimension
