//! One module per game; nothing else lives here.
pub mod tictactoe;
