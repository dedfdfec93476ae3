"""Read aloud (issue 29): lessons and captions spoken offline through the computer's own voice.

Tk-free: ``normalize`` turns shown text into words a voice reads well (keeping the way back to
the shown text for highlighting); ``service`` speaks it through pyttsx3 in a worker thread and
reports each word on a queue the window polls. Without pyttsx3 or a voice the service says why,
and the app runs as it always did."""
