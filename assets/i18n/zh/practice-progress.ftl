# 会记住成绩的练习（老师自己的课程文件、学生的得分），以及逐步讲解开头对各字段的介绍。

## 逐步讲解的第一页

teach-walk-intro = { $variant ->
    [xiangqi] 象棋的 FEN 和国际象棋一样有 6 个字段，用空格分隔。第 3、4 个字段来自国际象棋（王车易位和吃过路兵），象棋没有这两种规则，所以这两个字段总是写“-”。我们按顺序写各个字段，先写棋子位置：从第 9 横线（黑方棋子所在的一边）开始，从左到右。
   *[other] FEN 有 6 个字段，用空格分隔。我们按顺序写各个字段，先写棋子位置：从第 8 横线（黑方棋子所在的一边）开始，从左到右。
}
teach-walk-placement = { $variant ->
    [xiangqi] 逐条横线书写，从第 9 横线到第 0 横线
   *[other] 逐条横线书写，从第 8 横线到第 1 横线
}
teach-walk-field = { $number }. { $field ->
    [placement] 棋子位置
    [side] 行棋方
    [castling] 易位权
    [en-passant] 吃过路兵目标格
    [unused] 象棋中不使用
    [halfmove] 半回合计数
   *[fullmove] 回合数
}：{ $value }

## 练习：老师的课程，学生的成绩

practice-exercise = 练习 { $number }
practice-set-title = 课程文件 { $file }；学生：{ $learner }
practice-progress = 共 { $total } 题：已答对 { $solved } 题，答错 { $mistakes } 次。
practice-progress-at = 第 { $index } 题，共 { $total } 题：已答对 { $solved } 题，答错 { $mistakes } 次。
practice-not-kept = 答案没有保存：{ $reason }
practice-enter-next = 按 Enter：下一题。
practice-enter-summary = 按 Enter：查看成绩。
practice-summary-title = 成绩
practice-summary-score = 共 { $total } 题，答对 { $solved } 题；其中 { $first } 题一次答对。
practice-summary-no-mistakes = 一次也没有答错！
practice-summary-mistakes = 答错过的题：
practice-summary-mistake = { $title }（答错 { $count } 次）
practice-summary-unsolved = 尚未答对：
practice-summary-back = 按 Enter 或 Esc：回到列表。

## 老师的课程文件读不了（`--practice 文件`）

lesson-file-error = { $file }:{ $line }:{ $column }：{ $message }
lesson-file-empty = 文件里没有局面（每行一个 FEN，上一行可以写“# 标题”）
lesson-file-too-many = 一个文件里的练习超过 { $limit } 个
lesson-file-not-a-position = 这一行不是局面

## 从练习列表打开老师的课程文件（Ctrl-O）
key-menu-lesson-file = 打开老师的课程文件（.fen、.epd、.pgn）
practice-lessons-not-read = 未能读取课程文件 { $file }：{ $reason }
practice-lessons-opened = { $file } 的课程：共 { $count } 道练习。
