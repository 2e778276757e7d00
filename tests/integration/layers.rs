//! The crate's layers as `docs/architecture.md` lists them: every top module of `src/` is in the
//! table, none imports (`crate::…`, outside its tests) a module of a higher layer, and the modules
//! import each other without a circle, inside a layer too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each module's layer, numbered from the ground up, read from the table's "modules" column.
fn layers() -> BTreeMap<String, usize> {
    let doc = std::fs::read_to_string("docs/architecture.md").expect("docs/architecture.md");
    let rows = doc
        .lines()
        .skip_while(|l| !l.starts_with("| layer |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'));
    let mut out = BTreeMap::new();
    for (rank, row) in rows.enumerate() {
        let modules = row.split('|').nth(2).expect("a modules column");
        for token in modules.split('`').skip(1).step_by(2) {
            if token.contains('/') || token.ends_with(".rs") {
                let top = token.split('/').next().unwrap().trim_end_matches(".rs");
                out.insert(top.to_string(), rank);
            }
        }
    }
    assert!(out.len() > 5, "the table of layers was not found: {out:?}");
    out
}

fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top modules each top module names, from its code outside tests and comments.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(Path::new("src"), &mut files);
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix("src").unwrap();
        let top = rel.iter().next().unwrap().to_str().unwrap();
        let top = top.trim_end_matches(".rs").to_string();
        let name = file.file_name().unwrap().to_str().unwrap();
        if top == "lib" || top == "bin" || name == "tests.rs" || name.ends_with("_tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap();
        let targets = out.entry(top.clone()).or_default();
        for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for (i, _) in line.match_indices("crate::") {
                if line[..i].ends_with('$') {
                    continue; // a macro's path, resolved where it expands
                }
                let rest = &line[i + "crate::".len()..];
                let end = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
                let target = &rest[..end];
                let exists = Path::new("src").join(target).is_dir()
                    || Path::new("src").join(format!("{target}.rs")).is_file();
                if target != top && exists {
                    targets.insert(target.to_string());
                }
            }
        }
    }
    out
}

#[test]
fn every_top_module_is_in_the_table_of_layers() {
    let layers = layers();
    let mut missing = Vec::new();
    for entry in std::fs::read_dir("src").unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let top = name.trim_end_matches(".rs");
        if top != "lib" && !layers.contains_key(top) {
            missing.push(name);
        }
    }
    assert!(
        missing.is_empty(),
        "not in docs/architecture.md's table: {missing:?}"
    );
}

#[test]
fn no_module_imports_from_a_higher_layer() {
    let layers = layers();
    let mut up = Vec::new();
    for (from, targets) in imports() {
        for to in targets {
            if layers[&to] > layers[&from] {
                up.push(format!("{from} -> {to}"));
            }
        }
    }
    assert!(up.is_empty(), "arrows back up: {up:?}");
}

#[test]
fn the_modules_import_each_other_without_a_circle() {
    let graph = imports();
    // Kahn's order: a module leaves once every module it imports has left.
    let mut left: BTreeSet<&String> = graph.keys().collect();
    loop {
        let ready: Vec<&String> = left
            .iter()
            .copied()
            .filter(|m| graph[*m].iter().all(|t| !left.contains(&t)))
            .collect();
        if ready.is_empty() {
            break;
        }
        for m in ready {
            left.remove(m);
        }
    }
    let circle: Vec<String> = left
        .iter()
        .map(|m| format!("{m} -> {:?}", graph[*m]))
        .collect();
    assert!(
        circle.is_empty(),
        "modules on or behind a circle: {circle:?}"
    );
}
