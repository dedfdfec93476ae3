"""How long the voice takes to read lessons, against words / rate (issue 29): every Nth lesson's
short text rendered to WAV through the speech service (the path Read aloud [V] uses), at both
speeds; and how long rendering takes before the first word can be heard.

Run: .venv/bin/python scripts/measure_read_aloud.py [EVERY_NTH]  (needs pyttsx3 and a voice)."""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from florida_history.app.lessons import LessonService  # noqa: E402
from florida_history.speech import service as speech  # noqa: E402
from florida_history.speech.normalize import normalize  # noqa: E402


def main() -> None:
    every = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    lessons = LessonService()
    lessons.load()
    assert lessons.library is not None
    chosen = list(lessons.library.lessons)[::every]
    speaker = speech.shared()
    if speaker.problem:
        sys.exit(speaker.problem)
    ratios: dict[str, list[float]] = {s: [] for s in speech.SPEEDS}
    renders: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for lesson in chosen:
            view = lessons.view(getattr(lesson, "id", lesson))
            text = normalize(view.short).text
            words = len(text.split())
            for speed in speech.SPEEDS:
                path = Path(folder) / f"{speed}.wav"
                began = time.perf_counter()
                speaker.save(text, path, speed=speed)
                renders.append(time.perf_counter() - began)
                seconds = speech.wav_seconds(path)
                predicted = words / speech.RATES[speed] * 60
                ratios[speed].append(seconds / predicted)
    print(f"{len(chosen)} lessons (every {every}th), eSpeak NG through pyttsx3 {speaker.driver}")
    for speed, values in ratios.items():
        print(
            f"  {speed:6} ({speech.RATES[speed]} wpm): audio / (words / rate) "
            f"median {statistics.median(values):.2f}, min {min(values):.2f}, max {max(values):.2f}"
        )
    renders.sort()
    print(
        f"  rendering a short text before the first word: median {statistics.median(renders):.3f}"
        f" s, max {renders[-1]:.3f} s"
    )


if __name__ == "__main__":
    main()
