#pragma once

#include <QByteArray>
#include <QString>

#include <deque>

namespace adjutant::net {

/// One message waiting to go out, with the retain key it was given.
struct OutgoingMessage {
    QByteArray message;
    QString retainKey;
};

/// What a link keeps, in order, while the other side is away. Bounded by
/// kMaxPendingBytes so that a link that never connects cannot take all memory.
class OutgoingQueue {
  public:
    /// Keeps `message`; false (and nothing kept) when it would pass the bound.
    bool push(OutgoingMessage message);
    /// Everything kept, oldest first; the queue is empty afterwards.
    std::deque<OutgoingMessage> takeAll();
    void clear();
    bool isEmpty() const { return messages_.empty(); }
    qsizetype bytes() const { return bytes_; }

  private:
    std::deque<OutgoingMessage> messages_;
    qsizetype bytes_ = 0;
};

}  // namespace adjutant::net
