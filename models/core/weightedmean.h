// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The weighted mean of the evidence a link score is made of; 0 without evidence.
class WeightedMean
{
public:
    void add(double value, double weight)
    {
        m_sum += value * weight;
        m_weight += weight;
    }
    double mean() const { return m_weight > 0 ? m_sum / m_weight : 0.0; }

private:
    double m_sum = 0;
    double m_weight = 0;
};
