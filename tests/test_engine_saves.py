"""Saves as setup + moves (issue 10): every way a game ends saves and reopens to the same
finished state, in the engine and in the app; actions are checked by exact type; a version-1
snapshot the rules could not reach is refused."""

from __future__ import annotations

import json
import random

import pytest

from florida_history.app import saves
from florida_history.games.colonial_florida.engine import (
    ChooseDie,
    Game,
    GameConfig,
    IllegalActionError,
    MoveCombatant,
    StateError,
)
from florida_history.games.colonial_florida.engine.replay import convert_snapshot
from florida_history.games.colonial_florida.presets import PRESETS
from florida_history.games.colonial_florida.session import PlayerSetup, Session, find_autosave

SEATS = ("spanish", "british", "french")


def _finish(config: GameConfig, seed: int) -> Game:
    """A game played to its end by Medium computer players."""
    from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot

    game = Game.new(config)
    bot = HeuristicBot(seed)
    while not game.is_over:
        game.apply_action(bot.choose_action(game))
    return game


def _endings(players: int, target: int, limit: int | None) -> dict[str, Game]:
    """One finished game per way of ending that this length allows (searching game numbers)."""
    found: dict[str, Game] = {}
    wanted = {"target", "round-limit"} if limit else {"target"}
    for seed in range(40):
        game = _finish(GameConfig(SEATS[:players], target, limit, seed), seed)
        reason = "shared" if len(game.state.winners) > 1 else game.state.win_reason
        found.setdefault(reason, game)
        if wanted <= set(found):
            break
    if "target" not in found and limit:
        # Some short lengths rarely reach their target within the limit (3 Medium players in
        # Short or Class period): the same limit with a lower target still ends by the target.
        for seed in range(40):
            game = _finish(GameConfig(SEATS[:players], 15, limit, seed), seed)
            if game.state.win_reason == "target" and len(game.state.winners) == 1:
                found["target"] = game
                break
    # A shared win: with a one-round limit nobody has earned gold yet, so all tie.
    tie = _finish(GameConfig(SEATS[:players], target, 1, 7), 7)
    assert len(tie.state.winners) == players
    found.setdefault("shared", tie)
    return found


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", PRESETS, ids=[p.key for p in PRESETS])
def test_every_way_a_game_ends_reopens_finished_in_the_engine(preset, players):
    endings = _endings(players, preset.target_gold, preset.round_limit)
    expected = {"target", "shared"} | ({"round-limit"} if preset.round_limit else set())
    assert expected <= set(endings)
    for reason, game in endings.items():
        copy = Game.from_dict(json.loads(json.dumps(game.to_dict())))
        assert copy.is_over, reason
        assert copy.snapshot() == game.snapshot(), reason
        assert copy.state.winners == game.state.winners and copy.legal_actions() == []


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", PRESETS, ids=[p.key for p in PRESETS])
def test_every_way_a_game_ends_reopens_finished_in_the_app(preset, players, data_home, tmp_path):
    setups = [PlayerSetup(p, p.title()) for p in SEATS[:players]]
    for reason, game in _endings(players, preset.target_gold, preset.round_limit).items():
        config = game.state.config
        s = Session.new(setups, config.target_gold, config.round_limit, config.seed)
        s.autosave = False
        for action in game.actions:
            s.apply(action, reason="as played")
        assert s.game.snapshot() == game.snapshot()
        path = tmp_path / f"{reason}.json"
        s.save_to(path)
        t = Session.load(path)
        assert t.game.is_over and t.game.snapshot() == s.game.snapshot(), reason
        assert [e.text for e in t.log] == [e.text for e in s.log]
        assert t.history == s.history
        # As the autosave: a finished game is not offered for resuming, nor is the backup.
        s.save_autosave()
        s.save_autosave()
        assert find_autosave() == (None, None)


def _at_a_move_decision() -> Game:
    for seed in range(200):
        game = Game.new(GameConfig(seed=seed))
        chooser = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            if any(isinstance(a, MoveCombatant) for a in legal):
                return game
            game.apply_action(legal[int(chooser.random() * len(legal))])
    raise AssertionError("no move decision found")


def test_float_fields_in_an_action_are_refused_and_change_nothing():
    """Finding 5: MoveCombatant(64.0, 30.0) equalled a legal action and broke the state."""
    game = _at_a_move_decision()
    move = next(a for a in game.legal_actions() if isinstance(a, MoveCombatant))
    before = game.snapshot()
    for bad in (
        MoveCombatant(float(move.card), float(move.to_space)),
        MoveCombatant(move.card, float(move.to_space)),
    ):
        assert bad == move  # equal by value, yet not the same action
        with pytest.raises(IllegalActionError):
            game.apply_action(bad)
        assert game.snapshot() == before
    game.apply_action(move)


def test_bool_die_choice_is_refused():
    game = Game.new(GameConfig(seed=1))
    while game.pending.kind != "choose_die":
        game.apply_action(game.legal_actions()[0])
    value = game.pending.dice[0]
    with pytest.raises(IllegalActionError):
        game.apply_action(ChooseDie(float(value)))  # type: ignore[arg-type]
    if value == 1:
        with pytest.raises(IllegalActionError):
            game.apply_action(ChooseDie(True))
    game.apply_action(ChooseDie(value))


def _snapshot_with_history(seed: int = 11, steps: int = 120) -> tuple[dict, list[dict]]:
    game = Game.new(GameConfig(seed=seed))
    chooser = random.Random(seed)
    history: list[dict] = []
    for _ in range(steps):
        legal = game.legal_actions()
        history.extend(
            e.to_dict() for e in game.apply_action(legal[int(chooser.random() * len(legal))])
        )
    return json.loads(json.dumps(game.snapshot())), history


def test_version_1_snapshot_converts_to_the_same_game():
    legacy, history = _snapshot_with_history()
    game = convert_snapshot(legacy, history)
    assert json.loads(json.dumps(game.snapshot())) == legacy
    assert len(game.actions) > 0


def _first_card_in_deck(d: dict) -> int:
    return d["state"]["deck"][0]


@pytest.mark.parametrize(
    "damage",
    [
        # Finding 4, one by one: states the engine could not play are never accepted.
        lambda d: d["state"]["pending"].update(kind="roll", player="french2"),
        lambda d: d["state"]["pending"].update(kind="move", player="spanish"),
        lambda d: (
            d["state"].update(phase="hurricane")
            or d["state"]["pending"].update(kind="roll", player="spanish")
        ),
        lambda d: d["state"]["pending"].update(
            kind="choose_loss", player="spanish", space=3, candidates=[_first_card_in_deck(d)]
        ),
        lambda d: d["state"]["pending"].update(
            kind="transfer", player="spanish", space=3, committed=[_first_card_in_deck(d)]
        ),
        lambda d: d["state"]["pending"].update(kind="attack", player="spanish", space=3.5),
        lambda d: d.update(dice={"kind": "scripted", "faces": [], "rolls": 0}),
        lambda d: d["dice"].update(state=[3, [0] * 624 + [624], None]),
        lambda d: d["state"]["players"][0].update(pawn=7.0),
        lambda d: d["state"]["pending"].update(kind="game_over", player=None),
        lambda d: d["state"].update(winners=["spanish"]),
        lambda d: d["state"]["gold_history"].append([1, 2, 3, 4]),
        lambda d: d["state"]["players"][0].update(gold=999),
    ],
)
def test_version_1_snapshot_the_rules_cannot_reach_is_refused(damage):
    legacy, history = _snapshot_with_history()
    damage(legacy)
    with pytest.raises(StateError):
        convert_snapshot(legacy, history)


def test_session_save_is_setup_and_moves_without_a_second_copy_of_the_events(tmp_path):
    s = Session.new([PlayerSetup("spanish", "A"), PlayerSetup("british", "B")], seed=5)
    s.autosave = False
    for _ in range(50):
        s.apply(s.game.legal_actions()[0], reason="first choice")
    data = s.to_dict()
    assert data["version"] == saves.SAVE_VERSION == 2
    assert data["game"] == "colonial-florida"
    assert set(data["engine"]) == {"format", "version", "setup", "actions", "digest"}
    assert "history" not in data and "log" not in data and "state" not in data["engine"]
    assert len(data["engine"]["actions"]) == 50 and len(data["reasons"]) == 50
    path = tmp_path / "g.json"
    s.save_to(path)
    t = Session.load(path)
    assert [(e.text, e.kind) for e in t.log] == [(e.text, e.kind) for e in s.log]


def test_config_reads_saves_without_a_newer_option_and_ignores_unknown_ones():
    config = GameConfig(("british", "french"), 40, 12, 99)
    data = config.to_dict()
    assert GameConfig.from_dict({**data, "an_option_from_the_future": True}) == config
    del data["round_limit"]
    assert GameConfig.from_dict(data).round_limit is None
    with pytest.raises(StateError):
        GameConfig.from_dict({**config.to_dict(), "target_gold": True})


def test_a_save_from_before_the_second_game_still_opens(tmp_path):
    """Copies before issue #12 wrote the engine's data under "game" (no game id)."""
    s = Session.new([PlayerSetup("spanish", "A"), PlayerSetup("british", "B")], seed=8)
    s.autosave = False
    for _ in range(40):
        s.apply(s.game.legal_actions()[0], reason="first choice")
    data = s.to_dict()
    data["game"] = data.pop("engine")
    path = tmp_path / "before.json"
    path.write_text(json.dumps(data), "utf-8")
    t = Session.load(path)
    assert t.game.state.to_dict() == s.game.state.to_dict()
    assert [(e.text, e.kind) for e in t.log] == [(e.text, e.kind) for e in s.log]
    assert t.to_dict()["game"] == "colonial-florida"
