import Testing

@testable import InterfaceBuilder
