# `--help` 与 clap 的报错（src/cli/help_words.rs）的中文。

cli-heading-usage = 用法：
cli-heading-options = 选项
cli-heading-arguments = 参数
cli-heading-commands = 命令
cli-help-flag-help = 显示帮助
cli-help-flag-version = 显示版本
cli-error-said = { $tag }：{ $message }
cli-error-unknown-argument = 未知的参数“{ $arg }”
cli-error-unknown-subcommand = 未知的子命令“{ $subcommand }”
cli-error-invalid-value = “{ $arg }”的值“{ $value }”无效
cli-error-invalid-value-because = “{ $arg }”的值“{ $value }”无效：{ $reason }
cli-error-missing = 缺少必需的参数：{ $arg }
cli-error-conflict = 参数“{ $arg }”不能与“{ $other }”同时使用
cli-error-no-equals = “{ $arg }”的值要写在“=”之后（例如 --screen-reader=letters）
cli-error-values = “{ $arg }”的值“{ $value }”个数不对
cli-error-possible = 可选的值：{ $values }
cli-error-similar = 有一个相近的：“{ $similar }”
cli-error-more = 更多信息请用“--help”。

cli-about = 用于国际象棋和象棋的终端 FEN 编辑器，可批量检查
cli-arg-editor-input = 编辑器打开时的局面：FEN、`FEN moves ...`、UCI 的 `position ...` 命令，或 Lichess / Chess.com / pychess.org 链接
cli-arg-editor-variant = 未给出 INPUT 时初始局面的棋种（否则自动判断）
cli-arg-editor-lang = 界面语言：en、ru 或 zh（默认：取自 LC_ALL / LANG）
cli-arg-editor-pieces = 棋子的画法（默认：配置中的 `glyphs`，否则用字母）
cli-arg-editor-theme = 本次运行的棋盘配色：default、high-contrast、light、green、brown、blue 或 print，与 `diagram --theme` 的名字相同（默认：配置中的 `theme`；编辑器中按 Alt-T）。旧的 `--theme letters|glyphs` 仍表示 --pieces
cli-arg-editor-flip = 从黑方一侧显示棋盘
cli-arg-editor-characters = 棋盘上象棋棋子的字体：繁体（默认）或简体（帅 车 马），同 `diagram --characters`
cli-arg-editor-resume = 不询问，直接恢复上次的会话（保存在 $XDG_STATE_HOME/fen-tui/）
cli-arg-editor-analyse = 打开时即开启分析面板（编辑器中按 Alt-A）：config.toml 中 `[engines]` 的引擎，否则 Stockfish 或 Fairy-Stockfish
cli-arg-editor-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-editor-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-editor-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-arg-editor-screen-reader = 为读屏软件或盲文显示器输出纯文本行，代替全屏编辑器：一个接受命令的提示符（h 列出命令），每处变化都用文字说明，不输出转义序列（`letters`：棋子用字母）。TERM=dumb 或 FEN_TUI_SCREEN_READER=1 时也如此
cli-arg-editor-practice = 用老师的课程练习：.fen 或 .epd 文件（每行一个局面，`# 说明` 写在其上方或后面）或 .pgn（每局的终局局面）。学生的答案和得分保存在 $XDG_STATE_HOME/fen-tui/practice/
cli-arg-editor-learner = 保存谁的练习成绩（默认：登录名）
cli-arg-editor-print-config = 以 TOML 输出当前生效的配置（$XDG_CONFIG_HOME/fen-tui/config.toml 与默认值），以及文件中的问题
cli-about-check = 检查局面，每行一个，来自文件或标准输入
cli-arg-check-files = 要读取的文件，每行一个输入；`-` 或不给出则读标准输入。不是文件但能读作 FEN 的参数按 FEN 检查
cli-arg-check-strict = 严格按标准读取 FEN（偏差即为错误）
cli-arg-check-variant = 把每一行当作这种棋读取，而不自动判断
cli-arg-check-format = 输出：编译器格式的文本，或每行一个 JSON 对象
cli-arg-check-errors-only = 只输出有错误的行（有效的行不输出）
cli-arg-check-ep = 何时写出吃过路兵目标格：每次兵走两格之后（FEN 标准），或只在那里确实能吃过路兵时（python-chess、Stockfish 和 Lichess 的写法）
cli-arg-check-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-check-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-check-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-show = 把局面显示为棋盘，附各字段、问题和状态
cli-arg-show-inputs = 局面（编辑器能读的任何形式，也可以是 PGN 对局）；`-` 或不给出：标准输入的各行，每行一个棋盘，之间空一行
cli-arg-show-pieces = 棋子的画法：FEN 字母，或符号（♔ 等）
cli-arg-show-glyphs = `--pieces glyphs` 的旧名字
cli-arg-show-variant = 把 INPUT 当作这种棋读取，而不自动判断
cli-arg-show-format = 输出：棋盘和用文字说明的各字段，或每个输入一个 JSON 对象（通用的局面格式，加上 `side`、`moves`、`status`、`notes`）
cli-arg-show-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-show-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-show-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-explain = 像上课一样逐个字段讲解 FEN
cli-arg-explain-inputs = 要讲解的局面；`-` 或不给出：读标准输入的各行，两次讲解之间空一行
cli-arg-explain-variant = 把 INPUT 当作这种棋读取，而不自动判断
cli-arg-explain-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-explain-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-explain-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-url = 输出在网站上打开局面的链接
cli-arg-url-inputs = 要分享的局面（编辑器能读的任何形式）；`-` 或不给出：标准输入的各行，每行一个链接
cli-arg-url-site = 链接指向哪里（默认：国际象棋为 lichess，象棋为 pychess）
cli-arg-url-variant = 把 INPUT 当作这种棋读取，而不自动判断
cli-arg-url-format = 输出：只有链接，或每个输入一个 JSON 对象（通用的局面格式，加上 `site` 和 `url`）
cli-arg-url-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-url-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-url-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-transform = 交换颜色、镜像、旋转局面，或清除一方的棋子
cli-arg-transform-inputs = 局面（编辑器能读的任何形式）；`-` 或不给出：标准输入的各行
cli-arg-transform-swap-colors = 每个棋子换色，横线上下翻转：同一局面换成另一方
cli-arg-transform-mirror = 直线左右镜像（a↔h；象棋 a↔i）
cli-arg-transform-rotate = 棋盘旋转 180°，颜色不变
cli-arg-transform-clear = 拿掉一方的所有棋子
cli-arg-transform-variant = 把 INPUT 当作这种棋读取，而不自动判断
cli-arg-transform-format = 输出：只有 FEN，或每个输入一个 JSON 对象
cli-arg-transform-ep = 何时写出吃过路兵目标格：每次兵走两格之后（FEN 标准），或只在那里确实能吃过路兵时（python-chess、Stockfish 和 Lichess 的写法）
cli-arg-transform-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-transform-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-transform-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-perft = 计算 DEPTH 步之后的叶子局面数（检验着法生成器）
cli-arg-perft-words = 局面（编辑器能读的任何形式；`-` 或不给出：标准输入的各行），然后是向前看几个半回合：`perft startpos 4`、`perft 4 < f`
cli-arg-perft-divide = 同时输出每个合法着法及其下的计数（UCI、UCCI）
cli-arg-perft-variant = 把 INPUT 当作这种棋读取，而不自动判断
cli-arg-perft-format = 输出：计数（加 --divide 时按着法顺序输出 `着法: 计数` 各行、一个空行、总数），每个输入一个 JSON 对象（通用的局面格式，加上 `depth`、`nodes`，加 --divide 时还有 `moves`），或同 Stockfish 的 `go perft`（`着法: 计数` 各行、一个空行、`Nodes searched: N`、一个空行）
cli-arg-perft-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-perft-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-perft-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-moves = 用某种记谱法写出 `FEN moves …` 的着法（象棋：ICCS、WXF、中文）
cli-arg-moves-input = `FEN moves m1 m2 …`（编辑器能读的任何形式）；不给出时一次读标准输入的一行
cli-arg-moves-notation = 着法的写法（默认：国际象棋为 SAN，象棋为 ICCS）
cli-arg-moves-variant = 把 INPUT 当作这种棋读取，而不自动判断
cli-arg-moves-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-moves-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-moves-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-pgn = PGN 对局的局面（最后一个，或每个半回合之后）；`--write` 生成 PGN
cli-arg-pgn-files = 要读取的 PGN 文件；`-` 或不给出则读标准输入
cli-arg-pgn-every-ply = 主变化的每个局面（开始局面，然后每步之后），而不只是最后一个
cli-arg-pgn-format = 输出：FEN 各行（加 --every-ply 时每局之后空一行）、JSON 各行 `{"{"}"game","ply","san","fen","result","tags"{"}"}`，或规范化的 PGN 对局本身（保留所有标签、注释、NAG 和变化）
cli-arg-pgn-write = 把 INPUT（带着法的 FEN、UCI 的 `position` 命令、链接……）写成 PGN 对局，而不读取 PGN；棋谱文件（PGN、XQF、CBR、DhtmlXQ）则完整地重新写出，与 --format pgn 相同
cli-arg-pgn-variant = 把 --write 的 INPUT 当作这种棋读取，而不自动判断
cli-arg-pgn-encoding = 读取时文件的编码（象棋 PGN 常为 GBK 或 Big5）；加 --write 或 --format pgn 时为所写 PGN 的编码（不给出则为 utf-8，读入文件的编码由其字节判断）
cli-arg-pgn-notation = --write 和 --format pgn 写着法的方式：国际象棋为 san、lan、fan、uci 或 ru；象棋为 iccs、wxf 或 chinese（xqbase 的 `[Format]`）。默认：SAN；象棋加 --write 时为中文，加 --format pgn 时沿用文件自己的
cli-arg-pgn-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-pgn-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-pgn-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-library = 列出局面库，或输出其中一个局面
cli-arg-library-name = 要以 FEN 输出的条目（它的 id，例如 `lucena`，或任何语言的名字）；不给出则列出全部
cli-about-completions = 输出 shell 补全脚本
cli-arg-completions-shell = 为哪种 shell 生成脚本
cli-about-diagram = 把局面画成 SVG、PNG、PDF、文本或 LaTeX
cli-arg-diagram-input = 局面：FEN、`FEN moves ...`、UCI 的 `position ...` 命令或链接
cli-arg-diagram-output = 写入此文件；扩展名（.svg .png .pdf .txt .asc .tex）决定格式。`-` 表示标准输出，与不加 -o 相同
cli-arg-diagram-format = 格式（优先于扩展名；默认向标准输出写文本）
cli-arg-diagram-flip = 从黑方一侧显示棋盘
cli-arg-diagram-size = 图片宽度，单位为像素（SVG、PNG）或点（PDF）
cli-arg-diagram-coordinates = 绘制坐标（默认）：`letters`（纵线 a–i，横线 0–9），或象棋用 `chinese`（红方一边的纵线为九…一，黑方一边为 1…9，按中国棋手的读法）
cli-arg-diagram-no-coordinates = 不画直线字母和横线数字
cli-arg-diagram-theme = 棋盘配色，也可用编辑器中的名字：default（编辑器的灰与绿）、high-contrast、light、green、brown、blue 或 print
cli-arg-diagram-wxf = 象棋棋子用 WXF 字母（K A E H R C P）而不用汉字
cli-arg-diagram-characters = 象棋棋子的字体：繁体（默认）或简体（帅 车 马）
cli-arg-diagram-variant = 把 INPUT 当作这种棋读取，而不自动判断
cli-arg-diagram-transparent = 棋盘周围的边距保持透明（PNG、SVG、PDF），而不是纸色
cli-arg-diagram-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-diagram-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-diagram-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-analyse = 用本机引擎评估局面（Stockfish、Fairy-Stockfish、Pikafish）
cli-arg-analyse-input = 局面（编辑器能读的任何形式）；不给出时读标准输入的每一行
cli-arg-analyse-engine = 引擎：PATH 或 /usr/games 中的名字，或一个路径（默认：配置中的 `[engines]`，否则 stockfish / fairy-stockfish / pikafish）
cli-arg-analyse-depth = 搜索深度，以半回合计，1–245（默认 16）
cli-arg-analyse-movetime = 搜索时间（毫秒），1 毫秒到一天
cli-arg-analyse-nodes = 搜索节点数（1 或更多）
cli-arg-analyse-timeout = 超过搜索限制多少秒后放弃（默认：--movetime 之后 2 秒再加十分之一；--depth 和 --nodes 为 300 秒）
cli-arg-analyse-pov = 评分以行棋方为准（同 UCI），或以白方（红方）为准
cli-arg-analyse-notation = 变化中着法的写法：国际象棋为 san、lan、fan、ru 或 uci；象棋为 wxf、chinese、iccs 或 uci（默认：SAN；象棋为 WXF）
cli-arg-analyse-multipv = 显示几条变化，最好的在前（1-5）
cli-arg-analyse-threads = 引擎线程数，1-1024（默认：配置中的，否则用引擎自己的）
cli-arg-analyse-hash = 引擎置换表大小（MB），1-33554432（默认：配置中的，否则用引擎自己的）
cli-arg-analyse-format = 输出：文本，或每个局面一个 JSON 对象
cli-arg-analyse-variant = 把 INPUT 当作这种棋读取，而不自动判断
cli-arg-analyse-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-analyse-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-analyse-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-worksheet = 打印棋图练习纸（写出 FEN / 摆出局面）
cli-arg-worksheet-files = 局面文件：每行一个 FEN（或 EPD，或 `FEN moves ...`），`#` 注释作为说明；或 PGN 文件（每局的终局局面，说明取自其标签）
cli-arg-worksheet-output = 要写出的练习纸：.pdf，或 .svg（各页上下排列）；`-` 或不给出：按 `--format` 写到标准输出（默认 PDF）
cli-arg-worksheet-format = PDF 或 SVG，用于输出名看不出格式时（标准输出）
cli-arg-worksheet-per-page = 每页的棋图数
cli-arg-worksheet-coordinates = 绘制坐标（默认）：`letters`，或象棋用 `chinese`（红方一边的纵线为九…一，黑方一边为 1…9）
cli-arg-worksheet-exercise = 学生要做什么：写出每个 FEN，或按 FEN 摆出每个局面
cli-arg-worksheet-theme = 棋盘配色（print：复印效果好的灰色），名字同 `diagram --theme` 和编辑器
cli-arg-worksheet-flip = 从黑方一侧显示棋盘
cli-arg-worksheet-no-coordinates = 不画直线字母和横线数字
cli-arg-worksheet-wxf = 象棋棋子用 WXF 字母而不用汉字
cli-arg-worksheet-characters = 象棋棋子的字体：繁体（默认）或简体（帅 车 马）
cli-arg-worksheet-variant = 把每一行当作这种棋读取，而不自动判断
cli-arg-worksheet-every = 从 PGN：每局每隔 N 步出一道练习（1：每步都出），而不只是终局局面
cli-arg-worksheet-side = 从 PGN：只在这一方走棋之后出练习（每步，或加 --every 时每隔 N 步）
cli-arg-worksheet-chess960 = 把国际象棋局面读作 Chess960（不加时按标准国际象棋；只有易位字母写成直线字母时才按 Chess960，并附提示）
cli-arg-worksheet-standard = 即使易位字母写成直线字母，也把国际象棋局面读作标准国际象棋（标准国际象棋本来就是默认）
cli-arg-worksheet-castling = Chess960 易位权的写法：xfen（`KQkq`，内侧的车写直线字母）或 shredder（直线字母，`HAha`）。标准国际象棋总是写 `KQkq`
cli-about-image = 识别图片（截图、棋图）中的局面：每行一个 FEN
cli-arg-image-files = 要识别的图片（`-` 表示标准输入）
cli-arg-image-variant = 要找哪种棋的棋盘（auto：8×8 的方格是国际象棋，9×10 的线格是象棋）
cli-arg-image-orientation = 图片下方是哪一方（auto：根据王和兵判断，象棋根据帅（将）判断；white：白方或红方）
cli-arg-image-format = text：每行一个 FEN；json：每行一个对象，附每格的标签和置信度

cli-after-help = 示例：
      fen-tui                                   在初始局面打开编辑器
      fen-tui 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
      fen-tui --variant xiangqi                 在象棋初始局面打开编辑器
      fen-tui check puzzles.txt                 每行一个结论，编译器格式
      cat positions.txt | fen-tui check --format json
      fen-tui check --strict < positions.txt    读标准输入，严格按标准
      fen-tui show 'position startpos moves e2e4 e7e5' --glyphs
      fen-tui url 'position startpos moves e2e4' --site chesscom
      fen-tui explain 'position startpos'
      fen-tui diagram 'position startpos moves e2e4 e7e5' -o board.png
      fen-tui worksheet lesson.fen -o sheet.pdf --lang ru
      fen-tui image screenshot.png              把图片中的局面写成 FEN
      fen-tui board.png                         在图片中的局面打开编辑器
      fen-tui analyse --depth 16 --format json 'position startpos moves e2e4 e7e5 d1h5 b8c6 f1c4 g8f6'
      fen-tui completions bash > ~/.local/share/bash-completion/completions/fen-tui

    退出状态：0 所有局面有效，1 有无效局面，2 用法或输入输出错误。
