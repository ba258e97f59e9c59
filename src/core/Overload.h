#pragma once
/// `std::visit(Overload{[](const A &) {...}, [](const B &) {...}}, action)`: one lambda per
/// alternative of a variant, as every game's actions are visited.
namespace amiraute::core {

template <class... F> struct Overload : F... { using F::operator()...; };
template <class... F> Overload(F...) -> Overload<F...>;

} // namespace amiraute::core
