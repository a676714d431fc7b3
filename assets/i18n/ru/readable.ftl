# Читаемость: вставка, панели, слова (задача 11).
problems-more = { $count ->
    [one] и ещё { $count }
    [few] и ещё { $count }
    [many] и ещё { $count }
   *[other] и ещё { $count }
}
pasted-problem = Вставленный текст, позиция { $column }: { $message }
