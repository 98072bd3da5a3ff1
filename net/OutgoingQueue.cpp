#include "net/OutgoingQueue.h"

#include "net/GameLink.h"

#include <utility>

namespace adjutant::net {

bool OutgoingQueue::push(OutgoingMessage message) {
    const qsizetype size = message.message.size();
    if (bytes_ + size > kMaxPendingBytes) {
        return false;
    }
    bytes_ += size;
    messages_.push_back(std::move(message));
    return true;
}

std::deque<OutgoingMessage> OutgoingQueue::takeAll() {
    bytes_ = 0;
    return std::exchange(messages_, {});
}

void OutgoingQueue::clear() {
    messages_.clear();
    bytes_ = 0;
}

}  // namespace adjutant::net
