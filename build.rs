//! Embeds every translation file under `assets/i18n/<lang>/*.ftl` so the single
//! binary works from any directory and a new file needs no code change.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new("assets/i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut code = String::from(
        "/// (language code, file name, contents) of every embedded translation file.\n",
    );
    code.push_str("pub(crate) const FILES: &[(&str, &str, &str)] = &[\n");
    let mut langs: Vec<_> = fs::read_dir(root)?.filter_map(Result::ok).collect();
    langs.sort_by_key(|e| e.file_name());
    for lang in langs.iter().filter(|e| e.path().is_dir()) {
        println!("cargo:rerun-if-changed={}", lang.path().display());
        let mut files: Vec<_> = fs::read_dir(lang.path())?.filter_map(Result::ok).collect();
        files.sort_by_key(|e| e.file_name());
        for file in files {
            let path = file.path();
            if path.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", path.display());
                let absolute = fs::canonicalize(&path)?;
                writeln!(
                    code,
                    "    ({:?}, {:?}, include_str!({:?})),",
                    lang.file_name().to_string_lossy(),
                    file.file_name().to_string_lossy(),
                    absolute.display().to_string()
                )?;
            }
        }
    }
    code.push_str("];\n");
    fs::write(Path::new(&env::var("OUT_DIR")?).join("i18n_files.rs"), code)?;
    Ok(())
}
