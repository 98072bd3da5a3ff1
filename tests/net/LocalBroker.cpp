#include "LocalBroker.h"

#include "NetTestSupport.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QTcpSocket>

namespace adjutant::testing {

LocalBroker::~LocalBroker() {
    kill();
}

bool LocalBroker::start(QString& error, quint16 port) {
    if (!QFileInfo(QString::fromLatin1(kProgram)).isExecutable()) {
        error = QStringLiteral(
                    "%1 is missing: the broker tests need mosquitto (scripts/bootstrap "
                    "installs it)")
                    .arg(QString::fromLatin1(kProgram));
        return false;
    }
    port_ = port != 0 ? port : freePort();
    if (port_ == 0) {
        error = QStringLiteral("no free port for mosquitto");
        return false;
    }
    process_.setProcessChannelMode(QProcess::MergedChannels);
    process_.start(QString::fromLatin1(kProgram), {QStringLiteral("-p"), QString::number(port_)});
    if (!process_.waitForStarted(10000)) {
        error = QStringLiteral("mosquitto did not start: %1").arg(process_.errorString());
        return false;
    }
    // Listening is what counts, not running: poll with connections until it answers.
    const QDeadlineTimer deadline(10000);
    while (!deadline.hasExpired()) {
        if (process_.state() != QProcess::Running) {
            error = QStringLiteral("mosquitto ended at once: %1")
                        .arg(QString::fromLocal8Bit(process_.readAll()));
            return false;
        }
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, port_);
        if (probe.waitForConnected(200)) {
            probe.abort();
            return true;
        }
        QTest::qWait(50);
    }
    error = QStringLiteral("mosquitto does not accept connections on port %1 after 10 s: %2")
                .arg(port_)
                .arg(QString::fromLocal8Bit(process_.readAll()));
    kill();
    return false;
}

void LocalBroker::kill() {
    if (process_.state() == QProcess::NotRunning) {
        return;
    }
    process_.kill();
    process_.waitForFinished(10000);
}

}  // namespace adjutant::testing
