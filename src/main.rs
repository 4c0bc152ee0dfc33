fn main() -> std::process::ExitCode {
    annabella::shell::commands::cli::main()
}
