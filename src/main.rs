fn main() {
    std::process::exit(annabella::shell::cli::main());
}
