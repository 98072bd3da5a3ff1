#include "net/GameLink.h"

namespace adjutant::net {

// Out of line so that the vtable and the moc's code live in one object file.
GameLink::~GameLink() = default;

bool GameLink::admitOutgoing(const QByteArray& message, bool closed) {
    if (closed) {
        emit refused(tr("the link is closed"));
        return false;
    }
    if (message.size() > kMaxMessageBytes) {
        emit refused(tr("a message of %1 bytes is larger than the %2 bytes a link carries")
                         .arg(message.size())
                         .arg(kMaxMessageBytes));
        return false;
    }
    return true;
}

}  // namespace adjutant::net
