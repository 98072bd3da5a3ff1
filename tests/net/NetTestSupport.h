#pragma once

#include "net/GameLink.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <QTest>

#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <vector>

namespace adjutant::testing {

/// The one QCoreApplication of the net tests, made on first use: the links need
/// an event loop and nothing of a window.
inline QCoreApplication& netTestApp() {
    static int argc = 1;
    static char name[] = "adjutant-net-tests";
    static char* argv[] = {name, nullptr};
    static QCoreApplication* app = new QCoreApplication(argc, argv);
    return *app;
}

/// Runs the event loop until `done` holds or `deadline` passes; says which. The
/// deadline only bounds a failing test: no assertion depends on how long it took.
inline bool waitUntil(const std::function<bool()>& done,
                      std::chrono::milliseconds deadline = std::chrono::seconds(30)) {
    QDeadlineTimer timer(deadline);
    while (!done()) {
        if (timer.hasExpired()) {
            return false;
        }
        QTest::qWait(5);
    }
    return true;
}

/// A port no one listens on now (the system's choice for port 0).
inline quint16 freePort() {
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0)) {
        return 0;
    }
    return probe.serverPort();
}

/// A message of `size` bytes whose content depends on `seed` and on every byte's
/// place, so that a lost, repeated or shuffled piece shows.
inline QByteArray patterned(qsizetype size, int seed) {
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i) {
        bytes[i] = static_cast<char>((i * 31 + seed * 7 + (i >> 8)) & 0xff);
    }
    return bytes;
}

/// Everything a link emits, in order, for the assertions. Its connections go
/// with it, whichever of it and the link goes first.
struct LinkRecorder : QObject {
    std::vector<QByteArray> received;
    std::vector<QString> disconnects;
    std::vector<QString> failures;
    std::vector<QString> refusals;
    std::vector<QString> drops;
    int connects = 0;

    explicit LinkRecorder(net::GameLink& link) {
        QObject::connect(&link, &net::GameLink::received, this,
                         [this](const QByteArray& m) { received.push_back(m); });
        QObject::connect(&link, &net::GameLink::connected, this, [this] { ++connects; });
        QObject::connect(&link, &net::GameLink::disconnected, this,
                         [this](const QString& why) { disconnects.push_back(why); });
        QObject::connect(&link, &net::GameLink::failed, this,
                         [this](const QString& why) { failures.push_back(why); });
        QObject::connect(&link, &net::GameLink::refused, this,
                         [this](const QString& why) { refusals.push_back(why); });
        QObject::connect(&link, &net::GameLink::dropped, this,
                         [this](const QString& why) { drops.push_back(why); });
    }
};

/// Every net test runs with the application made.
class NetTest : public ::testing::Test {
  protected:
    void SetUp() override { netTestApp(); }
};

}  // namespace adjutant::testing
