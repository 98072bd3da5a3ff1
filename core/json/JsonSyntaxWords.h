#pragma once

#include <string>
#include <string_view>

namespace adjutant {

/// The JSON parser's account of a syntax error ("syntax error while parsing
/// value - invalid literal; last read: '\x89'") in a player's words: what was
/// found and what was expected ("a word JSON does not know (near "\x89"),
/// where a value was expected"). The line and column are told beside it by the
/// caller. Bytes that are not text are shown as \xNN, so the message is
/// always printable. A text in any other form comes back as it was, made
/// printable.
std::string jsonSyntaxInWords(std::string_view parserMessage);

/// `text` with every byte that is not printable UTF-8 written as \xNN.
std::string printableText(std::string_view text);

}  // namespace adjutant
