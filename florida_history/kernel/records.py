"""What actions and events share: an immutable record named by its class, to and from plain JSON.

Records are immutable by convention, not by ``frozen=True``: a frozen dataclass builds every
instance through ``object.__setattr__`` per field, which was about a fifth of a simulated game.
They keep value equality and a hash over their fields (``unsafe_hash=True``), so they still work
as dict keys and in sets; nothing may assign to a record's field after it is built.

Each base (``Action``, ``Event``) keeps its own registry of subclasses by name, so a saved
``{"type": "CardDrawn", …}`` finds its class again without eval or pickle.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar


@dataclass(slots=True, unsafe_hash=True)
class Record:
    registry: ClassVar[dict[str, type[Record]]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # A base declares its own registry; every class below it registers there by name.
        if "registry" not in cls.__dict__:
            cls.registry[cls.__name__] = cls

    @property
    def type(self) -> str:
        return type(self).__name__

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        for f in dataclasses.fields(self):
            data[f.name] = to_json(getattr(self, f.name))
        return data


def to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    return value


def from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(from_json(v) for v in value)
    return value


def record_class(registry: dict[str, type[Record]], data: dict[str, Any], what: str) -> Any:
    """The registered class named by ``data["type"]``, or a clear ValueError."""
    cls = registry.get(str(data.get("type")))
    if cls is None:
        raise ValueError(f"unknown {what} type")
    return cls
