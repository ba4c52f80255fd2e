import Foundation

/// A tree of views, as SwiftUI's `OutlineGroup`: each element of `data` shows as `content` makes
/// it; one with children (its `children` key path is not nil) is a disclosure group whose label is
/// that view, closed, as iOS first shows it, so its children do not show; one without (nil) is
/// its view alone.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: (Data.Element) -> Data?
  let content: (Data.Element) -> Leaf
}

/// The children of a closed outline group's element, as SwiftUI's `OutlineSubgroupChildren`: not
/// shown until the group is opened.
public struct OutlineSubgroupChildren: View {
  public var body: some View { EmptyView() }
}

extension OutlineGroup
where Parent: View, Leaf == Parent, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// The elements of `data`, identified by `id`, with their children at `children`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.data = data
    self.id = id
    self.children = { $0[keyPath: children] }
    self.content = content
  }

  /// The tree under `root`, identified by `id`, with children at `children`.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element, Data == [DataElement] {
    self.init([root], id: id, children: children, content: content)
  }
}

extension OutlineGroup
where
  Parent: View, Leaf == Parent, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
  Data.Element: Identifiable, ID == Data.Element.ID
{
  /// The identifiable elements of `data`, with their children at `children`.
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(data, id: \.id, children: children, content: content)
  }

  /// The tree under the identifiable `root`, with children at `children`.
  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element, Data == [DataElement] {
    self.init([root], id: \.id, children: children, content: content)
  }
}

extension OutlineGroup: View where Parent: View, Leaf == Parent, Subgroup: View {
  public var body: some View {
    ForEach(Array(data), id: id) { element in
      if children(element) != nil {
        DisclosureGroup(content: { OutlineSubgroupChildren() }, label: { content(element) })
      } else {
        content(element)
      }
    }
  }
}
