fn main() -> std::process::ExitCode {
    annabella::shell::cli::main()
}
