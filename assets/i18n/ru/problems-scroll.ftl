# The problems panel scrolls: what is above, and its keys.

problems-above = { $count ->
    [one] выше ещё { $count } (Alt-↑)
    [few] выше ещё { $count } (Alt-↑)
    [many] выше ещё { $count } (Alt-↑)
   *[other] выше ещё { $count } (Alt-↑)
}
key-scroll-problems = прокрутить панель замечаний (и колесом над ней)

# Читаемость: вставка, панели, слова (задача 11).
problems-more = { $count ->
    [one] и ещё { $count } (Alt-↓)
    [few] и ещё { $count } (Alt-↓)
    [many] и ещё { $count } (Alt-↓)
   *[other] и ещё { $count } (Alt-↓)
}
