# The problems panel scrolls: what is above, and its keys.

problems-above = { $count ->
    [one] 1 above (Alt-↑)
   *[other] { $count } above (Alt-↑)
}
key-scroll-problems = scroll the problems panel (also the wheel over it)

problems-more = { $count ->
    [one] +1 more (Alt-↓)
   *[other] +{ $count } more (Alt-↓)
}
