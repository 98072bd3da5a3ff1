#include "net/Backoff.h"
#include "net/GameLink.h"
#include "net/OutgoingQueue.h"

#include <gtest/gtest.h>

namespace adjutant::net {
namespace {

TEST(OutgoingQueue, KeepsMessagesInOrderUpToTheBound) {
    OutgoingQueue queue;
    const QByteArray big(kMaxMessageBytes, 'x');
    int kept = 0;
    while (queue.push({big, QStringLiteral("k%1").arg(kept)})) {
        ++kept;
    }
    EXPECT_EQ(kept, kMaxPendingBytes / kMaxMessageBytes);
    EXPECT_TRUE(queue.push({QByteArray(), QString()}));  // an empty one still fits
    const auto all = queue.takeAll();
    ASSERT_EQ(all.size(), static_cast<std::size_t>(kept) + 1);
    EXPECT_EQ(all.front().retainKey, QStringLiteral("k0"));
    EXPECT_EQ(all[1].retainKey, QStringLiteral("k1"));
    EXPECT_TRUE(queue.isEmpty());
    EXPECT_EQ(queue.bytes(), 0);
}

TEST(Backoff, DoublesFromAQuarterSecondToFiveSecondsAndStartsOverAfterASuccess) {
    using std::chrono::milliseconds;
    Backoff backoff;
    std::vector<long long> waits;
    for (int i = 0; i < 8; ++i) {
        waits.push_back(backoff.next().count());
    }
    EXPECT_EQ(waits, (std::vector<long long>{250, 500, 1000, 2000, 4000, 5000, 5000, 5000}));
    backoff.reset();
    EXPECT_EQ(backoff.next(), milliseconds(250));
}

}  // namespace
}  // namespace adjutant::net
