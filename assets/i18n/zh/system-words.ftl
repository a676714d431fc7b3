# 系统错误与消息类别，用中文说，而不是系统的英文原话。

tag-error = 错误
tag-warning = 警告
tag-note = 提示
os-error = { $words }（系统错误 { $code }）
os-error-unknown = 系统错误 { $code }：{ $words }

os-error-1 = 不允许的操作
os-error-2 = 没有那个文件或目录
os-error-4 = 系统调用被中断
os-error-5 = 输入/输出错误
os-error-6 = 没有那个设备或地址
os-error-11 = 资源暂时不可用
os-error-12 = 无法分配内存
os-error-13 = 权限不够
os-error-16 = 设备或资源忙
os-error-17 = 文件已存在
os-error-18 = 无效的跨设备链接
os-error-19 = 没有那个设备
os-error-20 = 不是目录
os-error-21 = 是一个目录
os-error-22 = 无效的参数
os-error-23 = 系统中打开的文件过多
os-error-24 = 打开的文件过多
os-error-26 = 文本文件忙
os-error-27 = 文件过大
os-error-28 = 设备上没有空间
os-error-29 = 非法的定位操作
os-error-30 = 只读文件系统
os-error-31 = 链接过多
os-error-32 = 管道已断开
os-error-36 = 文件名过长
os-error-39 = 目录非空
os-error-40 = 符号链接层数过多
os-error-122 = 超出磁盘配额

io-text-unexpected-eof = 文件意外结束
io-text-fill-buffer = 文件意外结束
io-text-write-whole = 未能写完：设备不再接收数据
io-text-not-utf8 = 文本不是有效的 UTF-8 编码

explain-refused = 不作讲解：任何对局都到不了这个局面（原因见上面的错误），讲它如何形成只会教错
