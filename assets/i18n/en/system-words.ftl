# The system's own errors and the kinds of a message, as the user reads them.
# (English: the system's words as it says them.)

tag-error = error
tag-warning = warning
tag-note = note
os-error = { $words } (os error { $code })
os-error-unknown = { $words }

os-error-1 = Operation not permitted
os-error-2 = No such file or directory
os-error-4 = Interrupted system call
os-error-5 = Input/output error
os-error-6 = No such device or address
os-error-11 = Resource temporarily unavailable
os-error-12 = Cannot allocate memory
os-error-13 = Permission denied
os-error-16 = Device or resource busy
os-error-17 = File exists
os-error-18 = Invalid cross-device link
os-error-19 = No such device
os-error-20 = Not a directory
os-error-21 = Is a directory
os-error-22 = Invalid argument
os-error-23 = Too many open files in system
os-error-24 = Too many open files
os-error-26 = Text file busy
os-error-27 = File too large
os-error-28 = No space left on device
os-error-29 = Illegal seek
os-error-30 = Read-only file system
os-error-31 = Too many links
os-error-32 = Broken pipe
os-error-36 = File name too long
os-error-39 = Directory not empty
os-error-40 = Too many levels of symbolic links
os-error-122 = Disk quota exceeded

io-text-unexpected-eof = unexpected end of file
io-text-fill-buffer = failed to fill whole buffer
io-text-write-whole = failed to write whole buffer
io-text-not-utf8 = stream did not contain valid UTF-8

explain-refused = not explained: no game reaches this position (the errors above say why), so no lesson can teach how it came about
