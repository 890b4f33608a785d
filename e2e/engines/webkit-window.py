#!/usr/bin/python3
# A WebKitGTK browser with nothing but the page: the window is the viewport, so a
# 390 x 844 window is a 390 x 844 page (the stock MiniBrowser keeps its toolbar and
# at least 447 px). WebKitWebDriver drives it through the inspector server named by
# WEBKIT_INSPECTOR_SERVER (WebKitWebDriver --target=HOST:PORT); each WebDriver
# session gets a new window, closed when the session ends. The page's problems and
# calls are recorded by the probe script (e2e/engines/probe.ts), put into every
# document before the page's own scripts.
#
#   webkit-window.py WIDTH HEIGHT PROBE_FILE
#
# Run with Debian's python3 (python3-gi, gir1.2-webkit2-4.1) under an X server.
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

width, height = int(sys.argv[1]), int(sys.argv[2])
with open(sys.argv[3], encoding="utf-8") as f:
    probe = f.read()

# Nothing kept on disk, and nothing shared with another run.
context = WebKit2.WebContext.new_with_website_data_manager(WebKit2.WebsiteDataManager.new_ephemeral())
context.set_automation_allowed(True)


def new_window(_session):
    scripts = WebKit2.UserContentManager()
    scripts.add_script(
        WebKit2.UserScript.new(
            probe,
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    settings = WebKit2.Settings()
    # Lets a test put text on the clipboard before it pastes with Ctrl+V, as Playwright's
    # clipboard permission does in Chromium; the paste itself is the engine's own.
    settings.set_javascript_can_access_clipboard(True)
    view = WebKit2.WebView(
        web_context=context,
        user_content_manager=scripts,
        settings=settings,
        is_controlled_by_automation=True,
    )
    window = Gtk.Window()
    window.set_decorated(False)
    window.set_resizable(False)
    window.set_default_size(width, height)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def on_session(_context, session):
    info = WebKit2.ApplicationInfo.new()
    info.set_name("webkitgtk")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", new_window)


context.connect("automation-started", on_session)
print(
    f"READY {WebKit2.get_major_version()}.{WebKit2.get_minor_version()}.{WebKit2.get_micro_version()}",
    flush=True,
)
Gtk.main()
