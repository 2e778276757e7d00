//! One module per game; nothing else lives here.
pub mod clique;
pub mod registry;
pub mod tictactoe;
