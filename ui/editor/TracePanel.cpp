#include "ui/editor/TracePanel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>

#include "core/json/InputLimits.h"

namespace adjutant::ui {

namespace {

// The vertex slider stops well below the limit: beyond a few hundred an
// outline only copies the map's pixels.
constexpr int kMostVerticesOnSlider = std::min(300, limits::kMaxTracedVertices);

QSlider* slider(int low, int high, int value, QWidget* parent) {
    auto* s = new QSlider(Qt::Horizontal, parent);
    s->setRange(low, high);
    s->setValue(value);
    s->setMinimumWidth(140);
    return s;
}

}  // namespace

TracePanel::TracePanel(QWidget* parent) : QFrame(parent) {
    setObjectName("tracePanel");
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setFixedWidth(290);
    auto* form = new QFormLayout(this);
    kind_ = new QComboBox(this);
    kind_->setObjectName("traceKind");
    for (AreaKind kind : {AreaKind::Woods, AreaKind::Town, AreaKind::Marsh, AreaKind::Hill}) {
        kind_->addItem(QString::fromUtf8(areaKindKey(kind)), int(kind));
    }
    form->addRow(tr("Terrain"), kind_);
    tolerance_ = slider(0, 120, 40, this);
    tolerance_->setObjectName("traceTolerance");
    toleranceValue_ = new QLabel(this);
    auto* toleranceRow = new QHBoxLayout;
    toleranceRow->addWidget(tolerance_);
    toleranceRow->addWidget(toleranceValue_);
    form->addRow(tr("Colour tolerance"), toleranceRow);
    vertices_ = slider(4, kMostVerticesOnSlider, 12, this);
    vertices_->setObjectName("traceVertices");
    verticesValue_ = new QLabel(this);
    auto* verticesRow = new QHBoxLayout;
    verticesRow->addWidget(vertices_);
    verticesRow->addWidget(verticesValue_);
    form->addRow(tr("Vertices"), verticesRow);
    report_ = new QLabel(tr("Click a region of the map."), this);
    report_->setWordWrap(true);
    report_->setObjectName("traceReport");
    // Room for three lines, so that Keep and Drop stay put whatever it says.
    report_->setMinimumHeight(report_->fontMetrics().lineSpacing() * 3);
    report_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(report_);
    keep_ = new QPushButton(tr("&Keep"), this);
    keep_->setObjectName("traceKeep");
    keep_->setEnabled(false);
    auto* drop = new QPushButton(tr("&Drop"), this);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(keep_);
    buttons->addWidget(drop);
    form->addRow(buttons);
    const auto showValues = [this] {
        toleranceValue_->setText(QString::number(tolerance_->value()));
        verticesValue_->setText(QString::number(vertices_->value()));
    };
    showValues();
    for (QSlider* s : {tolerance_, vertices_}) {
        connect(s, &QSlider::valueChanged, this, [this, showValues] {
            showValues();
            emit settingsChanged();
        });
    }
    connect(keep_, &QPushButton::clicked, this, &TracePanel::keepRequested);
    connect(drop, &QPushButton::clicked, this, &TracePanel::dropRequested);
    // Keys go to the table, where Enter keeps and Escape drops.
    for (QWidget* w : std::initializer_list<QWidget*>{kind_, tolerance_, vertices_, keep_, drop}) {
        w->setFocusPolicy(Qt::ClickFocus);
    }
    adjustSize();
}

AreaKind TracePanel::kind() const {
    return AreaKind(kind_->currentData().toInt());
}

int TracePanel::tolerance() const {
    return tolerance_->value();
}

int TracePanel::vertices() const {
    return vertices_->value();
}

void TracePanel::setKind(AreaKind kind) {
    kind_->setCurrentIndex(kind_->findData(int(kind)));
}

void TracePanel::setTolerance(int tolerance) {
    tolerance_->setValue(tolerance);
}

void TracePanel::setVertices(int vertices) {
    vertices_->setValue(vertices);
}

void TracePanel::setReport(const QString& text, bool canKeep) {
    report_->setText(text);
    keep_->setEnabled(canKeep);
    adjustSize();
}

}  // namespace adjutant::ui
