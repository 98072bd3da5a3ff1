// The broker transport against a real mosquitto (LocalBroker), with the real
// event loop.

#include "LocalBroker.h"
#include "NetTestSupport.h"

#include "net/BrokerLink.h"

#include <QThread>

#include <mosquitto.h>

#include <algorithm>
#include <atomic>
#include <memory>

namespace adjutant::testing {
namespace {

using net::BrokerLink;

// Publishes one message with libmosquitto itself, past the bound a BrokerLink keeps
// to, as a broken or hostile program would. QoS 1, and waits for the broker's
// PUBACK: closing earlier, with the CONNACK unread, would reset the connection
// under a message the broker has not read whole yet.
bool publishRaw(quint16 port, const QByteArray& topic, const QByteArray& payload) {
    [[maybe_unused]] static const int once = mosquitto_lib_init();
    bool acknowledged = false;
    mosquitto* client = mosquitto_new(nullptr, true, &acknowledged);
    if (!client) {
        return false;
    }
    mosquitto_publish_callback_set(
        client, [](mosquitto*, void* flag, int) { *static_cast<bool*>(flag) = true; });
    bool going =
        mosquitto_connect(client, "127.0.0.1", port, 10) == MOSQ_ERR_SUCCESS &&
        mosquitto_publish(client, nullptr, topic.constData(), static_cast<int>(payload.size()),
                          payload.constData(), 1, false) == MOSQ_ERR_SUCCESS;
    for (int round = 0; going && !acknowledged && round < 1000; ++round) {
        going = mosquitto_loop(client, 20, 1) == MOSQ_ERR_SUCCESS;
    }
    mosquitto_disconnect(client);
    mosquitto_destroy(client);
    return acknowledged;
}

// The messages of `all` that are among `from`, in the order they came.
std::vector<QByteArray> onlyFrom(const std::vector<QByteArray>& all,
                                 const std::vector<QByteArray>& from) {
    std::vector<QByteArray> kept;
    std::copy_if(all.begin(), all.end(), std::back_inserter(kept), [&](const QByteArray& m) {
        return std::find(from.begin(), from.end(), m) != from.end();
    });
    return kept;
}

class BrokerLinkTest : public NetTest {
  protected:
    void SetUp() override {
        NetTest::SetUp();
        QString error;
        ASSERT_TRUE(broker_.start(error)) << error.toStdString();
    }

    std::unique_ptr<BrokerLink> link(const QString& clientId) {
        const QString topic =
            QStringLiteral("adjutant-test/%1")
                .arg(QString::fromUtf8(
                    ::testing::UnitTest::GetInstance()->current_test_info()->name()));
        return std::make_unique<BrokerLink>(QStringLiteral("127.0.0.1"), broker_.port(), topic,
                                            clientId);
    }

    LocalBroker broker_;
};

TEST_F(BrokerLinkTest, TwoLinksExchangeLiveMessagesInOrder) {
    auto prussia = link(QStringLiteral("prussia"));
    auto austria = link(QStringLiteral("austria"));
    LinkRecorder atPrussia(*prussia);
    LinkRecorder atAustria(*austria);
    prussia->open();
    austria->open();
    ASSERT_TRUE(waitUntil([&] { return prussia->isConnected() && austria->isConnected(); }));
    EXPECT_EQ(prussia->describe().toStdString(),
              QStringLiteral("connected to the broker at 127.0.0.1:%1")
                  .arg(broker_.port())
                  .toStdString());

    std::vector<QByteArray> fromPrussia;
    std::vector<QByteArray> fromAustria;
    for (int i = 0; i < 8; ++i) {
        const qsizetype size = i % 4 == 3 ? 250'000 + i * 50'000 : 20 + i;
        fromPrussia.push_back(patterned(size, i));
        fromAustria.push_back(patterned(size, 50 + i));
        prussia->send(fromPrussia.back());
        austria->send(fromAustria.back());
    }
    // Each gets the other's messages and, from the broker, its own: 16 each.
    ASSERT_TRUE(waitUntil(
        [&] { return atPrussia.received.size() == 16 && atAustria.received.size() == 16; }));
    EXPECT_EQ(onlyFrom(atAustria.received, fromPrussia), fromPrussia);
    EXPECT_EQ(onlyFrom(atPrussia.received, fromAustria), fromAustria);
    EXPECT_EQ(onlyFrom(atPrussia.received, fromPrussia), fromPrussia);
    EXPECT_TRUE(atPrussia.disconnects.empty());
    EXPECT_TRUE(atAustria.failures.empty());
}

TEST_F(BrokerLinkTest, ALinkThatJoinsLateReceivesEveryRetainedMessage) {
    auto prussia = link(QStringLiteral("prussia"));
    LinkRecorder atPrussia(*prussia);
    prussia->open();
    ASSERT_TRUE(waitUntil([&] { return prussia->isConnected(); }));
    const std::vector<QByteArray> kept = {"prussia 1", patterned(300'000, 7), "austria 1"};
    prussia->send(kept[0], QStringLiteral("prussia/1"));
    prussia->send(kept[1], QStringLiteral("prussia/2"));
    prussia->send(kept[2], QStringLiteral("austria/1"));
    prussia->send("only for those here now");
    // Its own copies coming back say the broker has them all.
    ASSERT_TRUE(waitUntil([&] { return atPrussia.received.size() == 4; }));

    auto late = link(QStringLiteral("late"));
    LinkRecorder atLate(*late);
    late->open();
    ASSERT_TRUE(waitUntil([&] { return atLate.received.size() == kept.size(); }));
    std::vector<QByteArray> got = atLate.received;
    std::vector<QByteArray> expected = kept;
    std::sort(got.begin(), got.end());
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(got, expected);
    EXPECT_TRUE(late->isConnected());
}

TEST_F(BrokerLinkTest, LinksComeBackWhenTheBrokerRestarts) {
    auto prussia = link(QStringLiteral("prussia"));
    auto austria = link(QStringLiteral("austria"));
    LinkRecorder atPrussia(*prussia);
    LinkRecorder atAustria(*austria);
    prussia->open();
    austria->open();
    ASSERT_TRUE(waitUntil([&] { return prussia->isConnected() && austria->isConnected(); }));

    const quint16 port = broker_.port();
    broker_.kill();
    ASSERT_TRUE(waitUntil(
        [&] { return !atPrussia.disconnects.empty() && !atAustria.disconnects.empty(); }));
    EXPECT_FALSE(prussia->isConnected());
    EXPECT_TRUE(atPrussia.disconnects.front().contains(QStringLiteral("lost the broker")))
        << atPrussia.disconnects.front().toStdString();
    // Retained, so that it reaches Austria whichever of the two is back first.
    prussia->send("sent while the broker was down", QStringLiteral("prussia/3"));

    QString error;
    ASSERT_TRUE(broker_.start(error, port)) << error.toStdString();
    ASSERT_TRUE(waitUntil([&] { return atPrussia.connects == 2 && atAustria.connects == 2; }));
    ASSERT_TRUE(waitUntil([&] { return atAustria.received.size() == 1; }));
    EXPECT_EQ(atAustria.received.front(), QByteArray("sent while the broker was down"));

    prussia->send("after the restart");
    ASSERT_TRUE(waitUntil([&] { return atAustria.received.size() == 2; }));
    EXPECT_EQ(atAustria.received.back(), QByteArray("after the restart"));
    EXPECT_TRUE(atPrussia.failures.empty());
    EXPECT_TRUE(atAustria.failures.empty());
}

TEST_F(BrokerLinkTest, UnreachableBrokerIsReportedAndTriedAgain) {
    const quint16 port = freePort();
    BrokerLink lonely(QStringLiteral("127.0.0.1"), port, QStringLiteral("adjutant-test/lonely"),
                      QStringLiteral("lonely"));
    LinkRecorder atLonely(lonely);
    lonely.open();
    ASSERT_TRUE(waitUntil([&] { return atLonely.disconnects.size() >= 2; }));
    EXPECT_TRUE(atLonely.failures.empty());
    EXPECT_TRUE(atLonely.disconnects.front().contains(QStringLiteral("cannot reach the broker")))
        << atLonely.disconnects.front().toStdString();
    EXPECT_TRUE(lonely.describe().startsWith(QStringLiteral("trying to reach the broker at")));

    LocalBroker late;
    QString error;
    ASSERT_TRUE(late.start(error, port)) << error.toStdString();
    ASSERT_TRUE(waitUntil([&] { return lonely.isConnected(); }));
}

TEST_F(BrokerLinkTest, UnknownBrokerNameIsReportedAndTriedAgain) {
    BrokerLink nowhere(QStringLiteral("no-such-broker.invalid"), 1883,
                       QStringLiteral("adjutant-test/nowhere"), QString());
    LinkRecorder atNowhere(nowhere);
    nowhere.open();
    ASSERT_TRUE(waitUntil([&] { return atNowhere.disconnects.size() >= 2; }));
    EXPECT_TRUE(atNowhere.failures.empty());
    EXPECT_TRUE(atNowhere.disconnects.front().contains(QStringLiteral("no-such-broker.invalid")))
        << atNowhere.disconnects.front().toStdString();
}

TEST_F(BrokerLinkTest, OversizedIncomingMessageIsDroppedAndTheLinkGoesOn) {
    auto prussia = link(QStringLiteral("prussia"));
    LinkRecorder atPrussia(*prussia);
    prussia->open();
    ASSERT_TRUE(waitUntil([&] { return prussia->isConnected(); }));
    ASSERT_TRUE(publishRaw(broker_.port(),
                           (prussia->topicBase() + QStringLiteral("/live")).toUtf8(),
                           patterned(net::kMaxMessageBytes + 1, 9)));
    ASSERT_TRUE(waitUntil([&] { return !atPrussia.drops.empty(); }));
    prussia->send("still here");
    ASSERT_TRUE(waitUntil([&] { return atPrussia.received.size() == 1; }));
    EXPECT_EQ(atPrussia.received.front(), QByteArray("still here"));
    EXPECT_TRUE(prussia->isConnected());
}

TEST_F(BrokerLinkTest, MessagesThatCannotGoAreRefused) {
    auto prussia = link(QStringLiteral("prussia"));
    LinkRecorder atPrussia(*prussia);
    prussia->open();
    ASSERT_TRUE(waitUntil([&] { return prussia->isConnected(); }));
    prussia->send(patterned(net::kMaxMessageBytes + 1, 1));
    prussia->send("wildcard", QStringLiteral("prussia/+"));
    prussia->send("reserved", QStringLiteral("live"));
    prussia->send(QByteArray(), QStringLiteral("prussia/empty"));
    EXPECT_EQ(atPrussia.refusals.size(), 4U);
    prussia->send("fine", QStringLiteral("prussia/1"));
    ASSERT_TRUE(waitUntil([&] { return atPrussia.received.size() == 1; }));
    EXPECT_EQ(atPrussia.received.front(), QByteArray("fine"));
}

TEST_F(BrokerLinkTest, AddressesThatCannotWorkFail) {
    BrokerLink wildcard(QStringLiteral("127.0.0.1"), broker_.port(), QStringLiteral("game/#"),
                        QString());
    BrokerLink noHost(QString(), 1883, QStringLiteral("game"), QString());
    LinkRecorder atWildcard(wildcard);
    LinkRecorder atNoHost(noHost);
    wildcard.open();
    noHost.open();
    ASSERT_TRUE(
        waitUntil([&] { return !atWildcard.failures.empty() && !atNoHost.failures.empty(); }));
    EXPECT_FALSE(wildcard.isConnected());
    EXPECT_EQ(noHost.describe(), QStringLiteral("closed"));
}

TEST_F(BrokerLinkTest, LinksGoAwayCleanlyInEveryState) {
    // Destroyed while connecting, while connected, and with replies still queued:
    // nothing may arrive after, nothing may hang.
    {
        BrokerLink connecting(QStringLiteral("127.0.0.1"), broker_.port(),
                              QStringLiteral("adjutant-test/gone"), QString());
        connecting.open();
        QTest::qWait(1);
    }
    {
        auto connected = link(QStringLiteral("connected"));
        connected->open();
        ASSERT_TRUE(waitUntil([&] { return connected->isConnected(); }));
        connected->send(patterned(200'000, 1));
        connected->send("kept", QStringLiteral("prussia/1"));
    }
    auto after = link(QStringLiteral("after"));
    LinkRecorder atAfter(*after);
    after->open();
    ASSERT_TRUE(waitUntil([&] { return after->isConnected(); }));
    EXPECT_TRUE(atAfter.failures.empty());
}

TEST_F(BrokerLinkTest, ALinkInAWorkerThreadSpeaksFromThatThread) {
    QThread worker;
    worker.start();
    BrokerLink* prussia = link(QStringLiteral("prussia")).release();
    prussia->moveToThread(&worker);
    // Deleted in its thread, then the thread ended, however the test ends.
    struct Cleanup {
        QThread& worker;
        BrokerLink* link;
        ~Cleanup() {
            QMetaObject::invokeMethod(
                link, [this] { delete link; }, Qt::BlockingQueuedConnection);
            worker.quit();
            worker.wait();
        }
    } cleanup{worker, prussia};

    std::atomic<QThread*> connectedIn{nullptr};
    std::atomic<QThread*> receivedIn{nullptr};
    QObject::connect(
        prussia, &net::GameLink::connected, prussia,
        [&] { connectedIn = QThread::currentThread(); }, Qt::DirectConnection);
    QObject::connect(
        prussia, &net::GameLink::received, prussia, [&] { receivedIn = QThread::currentThread(); },
        Qt::DirectConnection);
    QMetaObject::invokeMethod(prussia, &BrokerLink::open, Qt::QueuedConnection);
    ASSERT_TRUE(waitUntil([&] { return connectedIn.load() != nullptr; }));
    QMetaObject::invokeMethod(
        prussia, [prussia] { prussia->send("from the worker"); }, Qt::QueuedConnection);
    ASSERT_TRUE(waitUntil([&] { return receivedIn.load() != nullptr; }));
    EXPECT_EQ(connectedIn.load(), &worker);
    EXPECT_EQ(receivedIn.load(), &worker);
}

}  // namespace
}  // namespace adjutant::testing
