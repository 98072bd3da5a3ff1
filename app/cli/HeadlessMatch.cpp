#include "app/cli/HeadlessMatch.h"

#include <fmt/format.h>

#include <filesystem>
#include <utility>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameWriter.h"
#include "core/json/JsonMember.h"
#include "core/match/Commitments.h"
#include "core/match/MatchGame.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"

namespace adjutant::cli {

void reportMatchError(const std::string& message) {
    if (!message.empty() && message.back() == '\n') {
        fmt::print(stderr, "{}", message);
    } else {
        fmt::print(stderr, "error: {}\n", message);
    }
}

std::string scenarioFolderOf(const std::string& scenario, const std::string& record) {
    namespace fs = std::filesystem;
    std::error_code ignored;
    return fs::relative(fs::absolute(scenario).parent_path(), fs::absolute(record).parent_path(),
                        ignored)
        .string();
}

HeadlessMatch::Library HeadlessMatch::loadLibrary(const CliContext& context,
                                                  std::unique_ptr<RulesetRegistry> rulesets) {
    Library library;
    if (rulesets) {
        library.rulesets = std::move(rulesets);
    } else {
        Diagnostics loading;
        library.rulesets = std::make_unique<RulesetRegistry>(loadBuiltinRulesets(
            context.resourceDir, loading, context.userRulesetDir, *context.rulesets));
        if (loading.hasErrors()) {
            fmt::print(stderr, "warning: some rulesets could not be loaded and are skipped:\n{}",
                       loading.toString());
        }
    }
    library.referees = makeBuiltinReferees(*context.rulesets);
    library.engines = std::make_unique<EngineRegistry>(
        makeBuiltinEngineRegistry(library.referees, *context.rulesets));
    return library;
}

HeadlessMatch::HeadlessMatch(Library library, std::unique_ptr<Match> match, int side,
                             CommanderSettings commander, int bounds)
    : library_(std::move(library)),
      match_(std::move(match)),
      side_(side),
      commander_(commander),
      bounds_(bounds),
      computer_(library_.referees, library_.engines->rulesetStates) {}

HeadlessMatch::~HeadlessMatch() = default;

std::optional<CommanderSettings> HeadlessMatch::commanderOf(const nlohmann::json& live,
                                                            const MatchOptions& options,
                                                            std::string& error) {
    // A game carried on keeps the commander it was started with.
    std::string level = options.difficulty;
    CommanderSettings settings;
    settings.seed = options.seed;
    if (live.contains("commander") && live["commander"].is_object()) {
        const nlohmann::json& kept = live["commander"];
        level = memberOr(kept, "difficulty", level);
        if (kept.contains("seed") && kept["seed"].is_number_unsigned()) {
            settings.seed = kept["seed"].get<std::uint64_t>();
        }
    }
    const std::optional<Difficulty> difficulty = parseDifficulty(level);
    if (!difficulty) {
        error = fmt::format(
            "unknown difficulty \"{}\" (expected \"novice\", \"steady\" or \"veteran\")", level);
        return std::nullopt;
    }
    settings.difficulty = *difficulty;
    return settings;
}

std::unique_ptr<HeadlessMatch> HeadlessMatch::make(Library library,
                                                   const nlohmann::json& description,
                                                   const std::string& sideId, nlohmann::json live,
                                                   const MatchOptions& options,
                                                   const std::string& scenarioFolder,
                                                   std::string& error) {
    Diagnostics diagnostics;
    // Both programs make the game from this same description, so that they
    // start from the same scenario to the last byte.
    const std::optional<MatchGame> game =
        readMatchGame(description, "the game's description", *library.rulesets, diagnostics);
    if (!game) {
        error = diagnostics.toString();
        return nullptr;
    }
    MatchSetup setup;
    setup.game = game->setup;
    setup.gameId = game->gameId;
    setup.way = game->way;
    int side = -1;
    for (int each = 0; each < 2; ++each) {
        if (game->setup->scenario->sides[static_cast<std::size_t>(each)].id == sideId) {
            side = each;
        }
    }
    if (side < 0) {
        error = fmt::format("the game has no side \"{}\" (its sides are \"{}\" and \"{}\")", sideId,
                            game->setup->scenario->sides[0].id, game->setup->scenario->sides[1].id);
        return nullptr;
    }
    setup.sides[static_cast<std::size_t>(side)].here = true;
    setup.sides[static_cast<std::size_t>(side)].secret = newSideSecret();
    const std::optional<CommanderSettings> commander = commanderOf(live, options, error);
    if (!commander) {
        return nullptr;
    }
    live["commander"] = {{"difficulty", std::string(difficultyKey(commander->difficulty))},
                         {"seed", commander->seed}};
    std::unique_ptr<Match> match;
    try {
        match = std::make_unique<Match>(setup, *library.engines, library.referees);
    } catch (const std::exception& e) {
        error = e.what();
        return nullptr;
    }
    std::unique_ptr<HeadlessMatch> made(
        new HeadlessMatch(std::move(library), std::move(match), side, *commander, options.bounds));
    MatchRecordHeader header = recordHeaderOf(*made->match_, game->scenarioFile, scenarioFolder);
    header.live = std::move(live);
    if (!made->startRecord(options.record, std::move(header), {}, error)) {
        return nullptr;
    }
    return made;
}

std::unique_ptr<HeadlessMatch> HeadlessMatch::resume(Library library, const MatchOptions& options,
                                                     std::string& error) {
    Diagnostics diagnostics;
    std::optional<LoadedMatch> loaded = loadMatchRecord(
        options.record, *library.rulesets, *library.engines, library.referees, diagnostics);
    if (!loaded) {
        error = diagnostics.toString();
        return nullptr;
    }
    if (!diagnostics.empty()) {
        fmt::print(stderr, "{}", diagnostics.toString());
    }
    int side = -1;
    for (int each = 0; each < 2; ++each) {
        if (loaded->header.sides[static_cast<std::size_t>(each)].here) {
            side = side < 0 ? each : 2;
        }
    }
    if (side < 0 || side > 1) {
        error =
            fmt::format("{}: this program must play exactly one side of the game", options.record);
        return nullptr;
    }
    const std::optional<CommanderSettings> commander =
        commanderOf(loaded->header.live, options, error);
    if (!commander) {
        return nullptr;
    }
    std::unique_ptr<HeadlessMatch> resumed(new HeadlessMatch(
        std::move(library), std::move(loaded->match), side, *commander, options.bounds));
    if (!resumed->startRecord(options.record, std::move(loaded->header), std::move(loaded->lines),
                              error)) {
        return nullptr;
    }
    return resumed;
}

bool HeadlessMatch::startRecord(const std::string& path, MatchRecordHeader header,
                                std::vector<std::string> lines, std::string& error) {
    record_ = MatchRecordWriter::start(path, std::move(header), std::move(lines), error);
    if (!record_) {
        error = fmt::format("{}: {}", path, error);
        return false;
    }
    match_->setRecorder([this](const std::string& line) {
        if (problem_.empty()) {
            problem_ = record_->append(line);
        }
    });
    // Whatever is due now: the set-up's entries, or those a restart left unwritten.
    match_->start();
    if (!problem_.empty()) {
        error = problem_;
        return false;
    }
    return true;
}

const nlohmann::json& HeadlessMatch::live() const {
    return record_->header().live;
}

bool HeadlessMatch::madeTheGame() const {
    return memberOr(live(), "made", false);
}

nlohmann::json HeadlessMatch::description() const {
    return matchGameToJson(record_->header().game);
}

bool HeadlessMatch::reachedEnd() const {
    return match_->isOver() || (bounds_ > 0 && match_->shared().state().bound() > bounds_);
}

bool HeadlessMatch::playOwnSide() {
    if (!problem_.empty() || reachedEnd() || !match_->givesOrders(side_)) {
        return false;
    }
    // Orders given before a restart, and not fixed, are given again whole.
    while (match_->canUndoOrder(side_)) {
        match_->undoOrder(side_);
    }
    for (std::unique_ptr<Command>& order : computer_.orders(match_->shared(), side_, commander_)) {
        // One that an earlier order of the same unit makes impossible is left out.
        match_->giveOrder(side_, std::move(order));
    }
    if (const std::string why = match_->commit(side_); !why.empty() && problem_.empty()) {
        problem_ = why;
    }
    return problem_.empty();
}

std::string HeadlessMatch::summary() const {
    const Game& shared = match_->shared();
    std::string line = fmt::format("game {}: bound {}, state {}, {} commands",
                                   match_->gameId().substr(0, 8), shared.state().bound(),
                                   formatStateHash(stateHash(shared.state())), shared.cursor());
    if (match_->isOver()) {
        line += "; " + match_->outcome();
    }
    return line;
}

std::string HeadlessMatch::writeJournal(const std::string& path) const {
    if (path.empty()) {
        return {};
    }
    if (std::string error = saveGameAs(path, match_->shared()); !error.empty()) {
        return fmt::format("{}: {}", path, error);
    }
    return {};
}

}  // namespace adjutant::cli
